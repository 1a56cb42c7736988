/**
 * The production build both apps share (`build` of their vite.config.ts), typed here so this file needs
 * no `vite` import of its own. What a visitor's first page downloads is budgeted by `pnpm bench`
 * (docs/decisions/012-first-page-javascript.md).
 */
interface ChunkGroup {
  name: string;
  tags?: '$initial'[];
  test?: RegExp | ((id: string) => boolean);
}

/** Modules of a folder, by file name (`'packages/ui/src/components', 'card'` is the kit's card.tsx). */
function modulesOf(folder: string, ...names: string[]): RegExp {
  const path = folder.split('/').join('[\\\\/]');
  return new RegExp(`${path}[\\\\/](${names.join('|')})\\.tsx?$`);
}

/** Modules of the kit, by file name (`card` is packages/ui/src/components/card.tsx). */
const kitComponents = (...names: string[]) => modulesOf('packages/ui/src/components', ...names);

/** A chunk group's test that takes a module any of `patterns` matches. */
function anyOf(...patterns: RegExp[]): (id: string) => boolean {
  return (id) => patterns.some((pattern) => pattern.test(id));
}

/** lucide-react's icon modules, by file name (`clock` is its ClockIcon). */
function lucideIcons(...names: string[]): RegExp {
  return new RegExp(`lucide-react[\\\\/].*[\\\\/](${names.join('|')})\\.mjs$`);
}

const CARD_CONTENT = kitComponents(
  'badge',
  'card',
  'checkbox',
  'separator',
  'skeleton',
  'university-logo',
);
const PROGRAM_CARD = modulesOf(
  'apps/agent/src/components/catalogue',
  'program-card',
  'program-card-skeleton',
  'bookmark-button',
);
/** The bookmarks a card shows, which their server side (fetched for a signed-in user) reads too. */
const BOOKMARKS = modulesOf('apps/agent/src/lib', 'saved-programs', 'saved-programs-store');
/**
 * The catalogue's breadcrumbs for search engines, which only the server's build writes: empty in the
 * browser's, where a file of their own would be fetched for nothing.
 */
const SERVER_ONLY = modulesOf('apps/agent/src/lib', 'breadcrumbs');

const CATALOGUE_DETAIL = anyOf(
  kitComponents('breadcrumb'),
  modulesOf('apps/agent/src/components/catalogue', 'catalogue-breadcrumb', 'turnaround-line'),
  modulesOf('apps/agent/src/lib', 'structured-data'),
  modulesOf('packages/domain/src/catalogue', 'format-place'),
  lucideIcons('timer', 'external-link'),
);
const CATALOGUE_TEXTS = modulesOf('packages/domain/src/message-texts', 'catalogue');

const KIT_FORM = kitComponents('input', 'label', 'native-select', 'pagination');
const DEBOUNCED_SEARCH = modulesOf('apps/agent/src/components/catalogue', 'use-debounced-search');

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
  // With the search box's debounce, the select and the pager, which the catalogue shares with the
  // workspace's lists: a file for each of those was fetched by every page that shows a list.
  { name: 'kit-form', test: anyOf(KIT_FORM, DEBOUNCED_SEARCH) },
  // The agent's public site's footer and WhatsApp link (every public page, once the reader scrolls to
  // them), and the program card with the kit's content pieces (the landing page's featured programs,
  // the catalogue, a university): one file each instead of a dozen of 0.2–0.9 KB, each with its own
  // gzip window and import lines (bench/HISTORY.md, 2026-11-29). What a captured module imports comes
  // along, so the icons those files share with other pages (the footer's with the program page, the
  // card's cap with /auth, the catalogue's chevrons) are held in a file of their own first: else the
  // program page would fetch the footer's file before the reader reaches the footer, or /auth the
  // card's. Signed-in pages that use one of these icons fetch that small file. The pin the program and
  // university pages show beside a place is one of them, not with the footer's icons, which those pages
  // would fetch before the reader reached the footer (docs/decisions/094-first-page-javascript.md).
  {
    name: 'shared-icon',
    test: lucideIcons(
      'graduation-cap',
      'clock',
      'chevron-right',
      'chevron-down',
      'search',
      'map-pin',
    ),
  },
  { name: 'footer-icon', test: lucideIcons('mail', 'phone', 'message-circle') },
  {
    name: 'public-end',
    test: modulesOf(
      'apps/agent/src/components/public',
      'page-end',
      'site-footer',
      'social-links',
      'whatsapp-link',
      'contact-details',
      'social-glyph',
    ),
  },
  // The catalogue's texts (its empty and error states, a missing program) ride with the card: each page
  // that says them shows cards too (docs/decisions/086-first-page-javascript.md).
  {
    name: 'kit-content',
    test: anyOf(CARD_CONTENT, PROGRAM_CARD, BOOKMARKS, CATALOGUE_TEXTS, SERVER_ONLY),
  },
  // What only a program's and a university's pages share (the trail, the university's usual turnaround,
  // a place): one file instead of four of 0.2–0.8 KB (docs/decisions/086-first-page-javascript.md).
  // The workspace's apply page, which shows the trail, fetches it too.
  { name: 'catalogue-detail', test: CATALOGUE_DETAIL },
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
    treeshake: {
      // tRPC's WebSocket link, which the apps never use, is kept in every first page only by a static
      // class field (a side effect to the bundler); unused, nothing of it is needed.
      moduleSideEffects: (id: string) => !/@trpc[\\/]client[\\/]dist[\\/]wsLink-/.test(id),
    },
  },
};
