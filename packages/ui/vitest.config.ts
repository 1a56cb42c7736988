import { defineConfig } from 'vitest/config';
import { linguiPlugin } from '../../tooling/vite/lingui.js';

// Two projects so that only component tests pay for a DOM: pure logic (`*.test.ts`) runs in Node,
// anything that renders (`*.test.tsx`) runs in jsdom.
export default defineConfig({
  plugins: [linguiPlugin()],
  test: {
    // Modules are imported once per worker, not once per file (docs/decisions/030-fast-suite.md).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './vitest.i18n.setup.ts'],
          // Radix dialogs in jsdom take seconds on a busy machine, as in the apps' configs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
