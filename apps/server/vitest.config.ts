import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite boots a WASM PostgreSQL per test file; allow it time on slow machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
