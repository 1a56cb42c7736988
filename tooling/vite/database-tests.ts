/**
 * The Vitest `test` options of a package whose tests open databases (`db`, `api`, `server`), for its
 * `defineConfig`. `globalSetup` archives a migrated PGlite once per run; each test database starts
 * from a copy of it.
 */
export function databaseTestOptions(globalSetup: string, options: { maxWorkers?: number } = {}) {
  return {
    // One worker process runs many files (no per-file spawn and re-import; PGlite's compiled WASM is
    // reused). Tests share no state but their own databases, which each file creates and disposes.
    isolate: false,
    ...options,
    globalSetup: [globalSetup],
    // Even a copied PGlite starts a WASM PostgreSQL; on a loaded 2-core machine that can take a while.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  };
}
