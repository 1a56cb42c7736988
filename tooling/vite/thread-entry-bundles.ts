import { mkdir, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { THREAD_ENTRIES } from './thread-entries';

/** The environment variable that hands the bundles to `bundledEntry`: JSON, source path → bundle. */
const BUNDLES_ENV = 'UNIGUIDE_THREAD_ENTRY_BUNDLES';
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The folder of the nearest package.json above `file`. */
async function owningPackage(file: string): Promise<{ dir: string; dependencies: string[] }> {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest) {
      const { dependencies = {} } = JSON.parse(manifest) as { dependencies?: object };
      return { dir, dependencies: Object.keys(dependencies) };
    }
    if (dirname(dir) === dir) throw new Error(`${file} belongs to no package`);
  }
}

/**
 * Vitest global set-up: bundles each thread entry once per run, as apps/server/tsup.config.ts does
 * for the server (workspace code inlined, the owning package's npm dependencies left to Node), so a
 * test that starts a catalogue import loads one file instead of a few hundred TypeScript modules
 * through tsx on every start. A bundle sits in its package's `node_modules/.cache`, where Node finds
 * that package's dependencies; its name is the run's own, as two packages' runs may go at once.
 * Removed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  const bundles: Record<string, string> = {};
  await Promise.all(
    Object.entries(THREAD_ENTRIES).map(async ([name, source]) => {
      const entry = join(root, source);
      const owner = await owningPackage(entry);
      const outfile = join(owner.dir, 'node_modules/.cache/thread-entries', `${name}.${run}.js`);
      await mkdir(dirname(outfile), { recursive: true });
      await build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        external: [
          ...owner.dependencies.filter((dependency) => !dependency.startsWith('@uniguide/')),
          ...builtinModules,
          'pg-native',
        ],
        // CommonJS dependencies bundled into an ES module still call require().
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
        logLevel: 'error',
      });
      bundles[entry] = outfile;
    }),
  );
  process.env[BUNDLES_ENV] = JSON.stringify(bundles);
  return async () => {
    delete process.env[BUNDLES_ENV];
    await Promise.all(Object.values(bundles).map((file) => rm(file, { force: true })));
  };
}
