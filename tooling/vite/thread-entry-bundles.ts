import { mkdtemp, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { SELF_CONTAINED_WORKER_ENTRIES } from './thread-entries';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every npm package's code stays outside the bundle, imported from where the module that names it
 * finds it, by its absolute address: the bundle loads the same dependency files the sources do, from
 * wherever the bundle lies. Only workspace code (and packages' JSON data) is inlined.
 */
const npmPackagesWhereTheyAre: Plugin = {
  name: 'npm-packages-where-they-are',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@uniguide/') || args.pluginData === 'resolving') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      // A package's JSON data is inlined: Node imports JSON only with an import attribute.
      if (found.path.endsWith('.json')) return { path: found.path };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

/**
 * Vitest global set-up (docs/decisions/088-test-run-thread-entries.md): bundles each thread entry's
 * workspace code once per run, so a test that starts a catalogue import loads one file instead of a
 * few hundred TypeScript modules through tsx on every start. The bundles go to a folder of the run's
 * own (two packages' runs may go at once), handed to `bundledEntry` through the environment, and are
 * removed when the run ends. A watching run bundles nothing: its tests load the sources through tsx,
 * so an edit to the worker is what the next run tests.
 */
/** What the set-up reads of Vitest's project: whether the run watches. */
interface WatchingRun {
  vitest: { config: { watch: boolean } };
}

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
      plugins: [npmPackagesWhereTheyAre],
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
