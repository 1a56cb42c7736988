/**
 * The entry file of code that runs in a thread or process of its own, found beside the module that
 * starts it. From sources (tests, `tsx`) it is the TypeScript file, loaded through tsx; in the
 * server bundle it is the `.js` entry apps/server/tsup.config.ts builds beside the chunk that
 * imports the caller.
 */
export function bundledEntry(
  callerUrl: string,
  files: { source: string; built: string },
): { url: URL; execArgv: string[] } {
  if (callerUrl.endsWith('.ts')) {
    return { url: new URL(files.source, callerUrl), execArgv: ['--import', 'tsx'] };
  }
  return { url: new URL(files.built, callerUrl), execArgv: [] };
}
