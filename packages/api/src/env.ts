/**
 * The one variable of the environment this package reads: the bundles of thread entries a test run
 * built for itself (tooling/vite/thread-entry-bundles.ts), JSON from source path to bundle path.
 * Unset outside tests; the server's own settings are read by apps/server/src/env.ts.
 */
export function testRunThreadEntryBundles(): Record<string, string> | undefined {
  const bundles = process.env.UNIGUIDE_THREAD_ENTRY_BUNDLES;
  return bundles ? (JSON.parse(bundles) as Record<string, string>) : undefined;
}
