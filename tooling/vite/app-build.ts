/**
 * The production build both apps share (`build` of their vite.config.ts), typed here so this file needs
 * no `vite` import of its own. What a visitor's first page downloads is budgeted by `pnpm bench`
 * (docs/decisions/012-first-page-javascript.md).
 */
interface ChunkGroup {
  name: string;
  tags?: '$initial'[];
  test?: RegExp;
}

/** A module of the kit, by file name (`card` is packages/ui/src/components/card.tsx). */
function kitComponents(...names: string[]): RegExp {
  return new RegExp(
    `packages[\\\\/]ui[\\\\/]src[\\\\/]components[\\\\/](${names.join('|')})\\.tsx$`,
  );
}

const CHUNK_GROUPS: ChunkGroup[] = [
  // What every page needs up front arrives as two files: the libraries (a chunk that changes only
  // when they do) and our own code (the layout, the router and its route table). Each page then
  // fetches its own chunk.
  { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
  { name: 'initial', tags: ['$initial'] },
  // The kit's small pieces that most pages show, each in one chunk rather than a chunk of its own per
  // set of pages that share it: over HTTP/1.1 a browser fetches six files at a time, and the catalogue
  // waited on two dozen chunks of under 1 KB. Kept apart so that /auth, which shows a form but no
  // cards, does not carry the cards.
  {
    name: 'kit-content',
    test: kitComponents('badge', 'card', 'checkbox', 'separator', 'skeleton', 'university-logo'),
  },
  { name: 'kit-form', test: kitComponents('input', 'label') },
];

export const APP_BUILD = {
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  // Every browser the apps support preloads modules itself; the polyfill only weighed on the entry.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // A lazy chunk is named by its hash alone: each name is repeated in the entry's preload map and
      // in every chunk that imports it, where a readable prefix costs about 1 KB gzip per first page.
      chunkFileNames: 'assets/[hash].js',
      // Everything else keeps rolldown's automatic chunks.
      codeSplitting: { groups: CHUNK_GROUPS },
    },
  },
};
