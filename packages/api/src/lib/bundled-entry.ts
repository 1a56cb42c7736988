import { fileURLToPath, pathToFileURL } from 'node:url';
import { testRunThreadEntryBundles } from '../env';

/**
 * The entry file of code that runs in a thread or process of its own, found beside the module that
 * starts it. In the server bundle it is the `.js` entry apps/server/tsup.config.ts builds beside the
 * chunk that imports the caller. From sources it is the test run's bundle of it when there is one
 * (docs/decisions/088-test-run-thread-entries.md), else the TypeScript file, loaded through tsx.
 */
export function bundledEntry(
  callerUrl: string,
  files: { source: string; built: string },
): { url: URL; execArgv: string[] } {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(files.built, callerUrl), execArgv: [] };
  const source = new URL(files.source, callerUrl);
  const bundle = testRunThreadEntryBundles()?.[fileURLToPath(source)];
  if (bundle) return { url: pathToFileURL(bundle), execArgv: ['--enable-source-maps'] };
  return { url: source, execArgv: ['--import', 'tsx'] };
}
