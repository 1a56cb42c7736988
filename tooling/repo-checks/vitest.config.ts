import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Reads the whole source tree once per file; allow it time on a busy machine.
  test: { testTimeout: 60_000 },
});
