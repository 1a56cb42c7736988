import { linguiPlugin } from './lingui.js';

/**
 * The Vitest config of a package with components (`ui`, `client`), for its `defineConfig`: two
 * projects so that only component tests pay for a DOM. Pure logic (`*.test.ts`) runs in Node,
 * anything that renders (`*.test.tsx`) runs in jsdom after the package's `domSetupFiles`.
 */
export function packageTestConfig(domSetupFiles: string[]) {
  return {
    plugins: [linguiPlugin()],
    test: {
      // Modules are imported once per worker, not once per file (docs/decisions/030-fast-suite.md).
      isolate: false,
      projects: [
        {
          extends: true,
          test: { name: 'logic', environment: 'node' as const, include: ['src/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom' as const,
            include: ['src/**/*.test.tsx'],
            setupFiles: domSetupFiles,
            // Radix dialogs in jsdom take seconds on a busy machine, as in the apps' configs.
            testTimeout: 20_000,
          },
        },
      ],
    },
  };
}
