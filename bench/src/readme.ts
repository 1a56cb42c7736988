import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './lib/paths';
import { renderPerformance, replaceBetweenMarkers, type LatestResults } from './lib/readme-table';

/**
 * `pnpm bench:readme`: rewrites README's performance table from bench/results/latest.json — every
 * figure with the date it was measured, the machine and the settings — so no figure is written by hand.
 */
function main(): void {
  const latest = JSON.parse(
    readFileSync(join(RESULTS_DIR, 'latest.json'), 'utf8'),
  ) as LatestResults;
  const readme = join(REPO_ROOT, 'README.md');
  const before = readFileSync(readme, 'utf8');
  const after = replaceBetweenMarkers(before, renderPerformance(latest));
  writeFileSync(readme, after);
  console.info(
    after === before
      ? 'README.md already matches latest.json'
      : 'README.md performance table updated',
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
