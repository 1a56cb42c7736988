import { startOwnCluster } from './postgres-cluster';
import {
  abandonedBody,
  descriptorLimit,
  killDuringResumableUpload,
  killDuringUpload,
  postgresRestart,
  sigtermDuringTraffic,
  twoServers,
  type Figure,
} from './scenarios';

/**
 * `pnpm test:faults [-- --short]`: starts real server processes (the built server) and a PostgreSQL
 * cluster of its own, injects faults and prints figures. Exit code 1 when a figure misses its goal.
 */
async function main(): Promise<void> {
  const short = process.argv.includes('--short');
  const options = { short };
  const figures: Figure[] = [];
  const record = async (label: string, scenario: () => Promise<Figure[]>) => {
    const started = performance.now();
    console.info(`faults: ${label}…`);
    try {
      figures.push(...(await scenario()));
    } catch (error) {
      figures.push({
        scenario: label,
        name: 'scenario ran',
        value: String(error).slice(0, 200),
        pass: false,
      });
    }
    console.info(`faults: ${label} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  const cluster = await startOwnCluster();
  try {
    await record('PostgreSQL restart', () => postgresRestart(cluster, options));
    await record('two servers', () => twoServers(cluster, options));
  } finally {
    cluster.stop();
  }
  await record('SIGTERM', () => sigtermDuringTraffic(options));
  await record('kill -9 mid-upload', () => killDuringUpload());
  await record('kill -9 mid-upload as PID 1', () => killDuringUpload({ asPid1: true }));
  await record('kill -9 mid resumable upload', () => killDuringResumableUpload());
  await record('descriptor limit', () => descriptorLimit(options));
  await record('abandoned body', () => abandonedBody(options));

  console.info('\n| Scenario | Figure | Value | Goal met |\n| --- | --- | --- | --- |');
  for (const figure of figures) {
    const met = figure.pass === undefined ? '' : figure.pass ? 'yes' : 'NO';
    console.info(`| ${figure.scenario} | ${figure.name} | ${String(figure.value)} | ${met} |`);
  }
  const passed = figures.filter((figure) => figure.pass === true).length;
  const failed = figures.filter((figure) => figure.pass === false).length;
  console.info(`\nfaults: ${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
