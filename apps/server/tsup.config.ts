import { defineConfig } from 'tsup';
import { SELF_CONTAINED_WORKER_ENTRIES } from '../../tooling/vite/thread-entries';

/**
 * dist/server.js, dist/cli.js, the catalogue import's worker thread and the embedded first start's child. Workspace packages ship TypeScript sources, so they are bundled;
 * every npm dependency of this package stays external (tsup's default), which keeps PGlite's WASM
 * files, argon2's native binding and pg where their own packages expect them.
 */
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    cli: 'src/cli/index.ts',
    // The embedded database runs in this thread, started from the chunk beside it.
    'pglite-thread': '../../packages/db/src/pglite-thread/thread.ts',
    // A new embedded database is created in this child process (src/bootstrap/first-start.ts).
    'first-start-child': 'src/bootstrap/first-start-child.ts',
    // The catalogue import's worker thread, started from the chunk beside it
    // (packages/api/src/lib/bundled-entry.ts).
    ...Object.fromEntries(
      Object.entries(SELF_CONTAINED_WORKER_ENTRIES).map(([name, source]) => [
        name,
        `../../${source}`,
      ]),
    ),
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@uniguide\//],
});
