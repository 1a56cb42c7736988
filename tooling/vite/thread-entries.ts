/**
 * Code that runs in a thread of its own, started through `bundledEntry`
 * (packages/api/src/lib/bundled-entry.ts) and self-contained once bundled: the name of its built
 * file, and its source from the repository's root. apps/server/tsup.config.ts builds each beside the
 * server's chunks; the test runs of packages that start them bundle them once per run
 * (./thread-entry-bundles.ts). The first start's child is not one: it opens the embedded database,
 * whose thread entry it looks for beside itself, so tests load it through tsx.
 */
export const THREAD_ENTRIES = {
  'catalogue-import-worker': 'packages/api/src/services/catalogue/import/worker.ts',
} as const;
