import { fileURLToPath } from 'node:url';

/** The global set-up that bundles thread entries, by path (Vitest loads it in its main process). */
const THREAD_ENTRY_BUNDLES = fileURLToPath(new URL('./thread-entry-bundles.ts', import.meta.url));

/**
 * The Vitest `test` options of a package whose tests open databases (`db`, `api`, `server`), for its
 * `defineConfig`. `globalSetup` archives a migrated PGlite once per run (each test database starts
 * from a copy of it) and, for a package whose code starts them, bundles the entries that run in
 * threads of their own (./thread-entry-bundles.ts).
 */
export function databaseTestOptions(
  globalSetup: string,
  {
    bundleThreadEntries = false,
    ...options
  }: { maxWorkers?: number; bundleThreadEntries?: boolean } = {},
) {
  return {
    // One worker process runs many files (no per-file spawn and re-import; PGlite's compiled WASM is
    // reused). Tests share no state but their own databases, which each file creates and disposes.
    isolate: false,
    ...options,
    globalSetup: bundleThreadEntries ? [globalSetup, THREAD_ENTRY_BUNDLES] : [globalSetup],
    // Even a copied PGlite starts a WASM PostgreSQL; on a loaded 2-core machine that can take a while.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  };
}
