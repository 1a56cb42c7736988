import { rmSync } from 'node:fs';
import { startOwnCluster } from './postgres-cluster';
import {
  abandonedBody,
  descriptorLimit,
  embeddedTemplate,
  killDuringResumableUpload,
  killDuringUpload,
  postgresRestart,
  sigtermDuringTraffic,
  twoServers,
  type FaultOptions,
  type Figure,
} from './scenarios';

/**
 * `pnpm test:faults [-- --short]`: starts real server processes (the built server) and a PostgreSQL
 * cluster of its own, injects faults and prints figures. Exit code 1 when a figure misses its goal.
 */
async function main(): Promise<void> {
  const short = process.argv.includes('--short');
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
    await record('PostgreSQL restart', () => postgresRestart(cluster, { short }));
    await record('two servers', () => twoServers(cluster, { short }));
  } finally {
    cluster.stop();
  }
  // After the PostgreSQL scenarios, so they run as before; a failed template only means starts from
  // nothing.
  const templateStarted = performance.now();
  const template = await embeddedTemplate().then(
    (dir) => {
      const seconds = ((performance.now() - templateStarted) / 1000).toFixed(1);
      console.info(`faults: embedded template made in ${seconds} s`);
      return dir;
    },
    (error: unknown) => {
      console.warn(`faults: no embedded template (${String(error).slice(0, 200)})`);
      return undefined;
    },
  );
  const options = { short, template };
  try {
    await runEmbedded(record, options);
  } finally {
    if (options.template) rmSync(options.template, { recursive: true, force: true });
  }

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

async function runEmbedded(
  record: (label: string, scenario: () => Promise<Figure[]>) => Promise<void>,
  options: FaultOptions,
): Promise<void> {
  await record('SIGTERM', () => sigtermDuringTraffic(options));
  await record('kill -9 mid-upload', () => killDuringUpload(options));
  await record('kill -9 mid-upload as PID 1', () => killDuringUpload({ ...options, asPid1: true }));
  await record('kill -9 mid resumable upload', () => killDuringResumableUpload(options));
  // From nothing, as its figure is whether the server starts (first start included) under the limit.
  await record('descriptor limit', () => descriptorLimit(options));
  await record('abandoned body', () => abandonedBody(options));
}

await main();
