import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite boots a WASM PostgreSQL per test file; on a loaded 2-core machine that can take a minute.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
