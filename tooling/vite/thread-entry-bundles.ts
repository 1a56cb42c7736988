import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SELF_CONTAINED_WORKER_ENTRIES } from './thread-entries';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the set-up reads of Vitest's project: whether the run watches. */
interface WatchingRun {
  vitest: { config: { watch: boolean } };
}

/**
 * Vitest global set-up (docs/decisions/088-test-run-thread-entries.md): bundles each worker entry once
 * per run, its npm dependencies' code inlined with its own (the same files its sources import, in one
 * module graph), so a test that starts a catalogue import loads one file instead of a few hundred
 * modules (TypeScript through tsx) on every start. The bundles go to a folder of the run's own (two
 * packages' runs may go at once), handed to `bundledEntry` through the environment, and are removed
 * when the run ends. A watching run bundles nothing: its tests load the sources through tsx,
 * so an edit to the worker is what the next run tests.
 */
export default async function setup(project: WatchingRun): Promise<(() => Promise<void>) | void> {
  if (project.vitest.config.watch) return;
  const dir = await mkdtemp(join(tmpdir(), 'uniguide-thread-entries-'));
  const bundles: Record<string, string> = {};
  for (const [name, source] of Object.entries(SELF_CONTAINED_WORKER_ENTRIES)) {
    const entry = join(root, source);
    const outfile = join(dir, `${name}.js`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      sourcemap: 'inline',
      // pg's optional native driver, which nothing here asks for.
      external: ['pg-native'],
      // CommonJS dependencies inlined into an ES module still call require().
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    bundles[entry] = outfile;
  }
  process.env.UNIGUIDE_THREAD_ENTRY_BUNDLES = JSON.stringify(bundles);
  return async () => {
    delete process.env.UNIGUIDE_THREAD_ENTRY_BUNDLES;
    await rm(dir, { recursive: true, force: true });
  };
}
