import { fileURLToPath } from 'node:url';

/**
 * Bundles of thread entries a test run built for itself (tooling/vite/thread-entry-bundles.ts), by
 * the source file's path: JSON in the environment, absent outside tests.
 */
function testRunBundleOf(source: URL): string | undefined {
  const bundles = process.env.UNIGUIDE_THREAD_ENTRY_BUNDLES;
  if (!bundles) return undefined;
  return (JSON.parse(bundles) as Record<string, string>)[fileURLToPath(source)];
}

/**
 * The entry file of code that runs in a thread or process of its own, found beside the module that
 * starts it. In the server bundle it is the `.js` entry apps/server/tsup.config.ts builds beside the
 * chunk that imports the caller. From sources it is the test run's bundle of it when there is one,
 * else the TypeScript file, loaded through tsx.
 */
export function bundledEntry(
  callerUrl: string,
  files: { source: string; built: string },
): { url: URL; execArgv: string[] } {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(files.built, callerUrl), execArgv: [] };
  const source = new URL(files.source, callerUrl);
  const bundle = testRunBundleOf(source);
  if (bundle) return { url: new URL(`file://${bundle}`), execArgv: [] };
  return { url: source, execArgv: ['--import', 'tsx'] };
}
