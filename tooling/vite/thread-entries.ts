/**
 * Worker threads started through `bundledEntry` (packages/api/src/lib/bundled-entry.ts) whose code
 * is whole once bundled: the name of the built file (the one `bundledEntry`'s caller names) and the
 * source, from the repository's root. apps/server/tsup.config.ts builds each beside the server's
 * chunks; the test runs of packages that start them bundle them once per run
 * (./thread-entry-bundles.ts, docs/decisions/088-test-run-thread-entries.md). The embedded database's
 * thread and the first start's child are not among them: the one is loaded by Node's own type
 * stripping, the other opens the embedded database, whose thread it looks for beside itself.
 */
export const SELF_CONTAINED_WORKER_ENTRIES = {
  'catalogue-import-worker': 'packages/api/src/services/catalogue/import/worker.ts',
} as const;
