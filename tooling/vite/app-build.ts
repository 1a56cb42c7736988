/**
 * The production build both apps share (`build` of their vite.config.ts), typed here so this file needs
 * no `vite` import of its own. What a visitor's first page downloads is budgeted by `pnpm bench`
 * (docs/decisions/012-first-page-javascript.md).
 */
interface ChunkGroup {
  name: string;
  tags: '$initial'[];
  test?: RegExp;
}

const FIRST_PAGE_GROUPS: ChunkGroup[] = [
  { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
  { name: 'initial', tags: ['$initial'] },
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
      // What the first page needs arrives as two files instead of dozens: the libraries (a chunk that
      // changes only when they do) and our own code. Lazy routes keep rolldown's automatic chunks.
      codeSplitting: { groups: FIRST_PAGE_GROUPS },
    },
  },
};
