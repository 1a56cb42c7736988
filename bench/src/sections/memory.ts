import { cannon } from '../lib/cannon';
import { readRss, sampleRss } from '../lib/rss';
import { removeDataDir, startServer } from '../lib/server-process';
import type { SectionContext } from '../lib/section';
import { summarise } from '../lib/stats';

const MB = 1024 * 1024;
const IDLE_GOAL_MB = 256;
const LOAD_GOAL_MB = 400;
const SETTLE_MS = 5_000;
const SEARCH_RUNS = 30;
/** PostgreSQL's own defaults, which the embedded database's bounds replace (decision 033). */
const POSTGRES_DEFAULTS =
  'shared_buffers=128MB,work_mem=4MB,maintenance_work_mem=64MB,temp_buffers=8MB';

/**
 * The embedded server's memory on the demo data set: RSS once idle after start-up and a first visit's
 * reads, the peak under catalogue load (autocannon on the tRPC list plus uncached searches), and the
 * same with PostgreSQL's default memory settings, with what the bounds cost in speed (uncached search
 * latency, median of sequential requests).
 */
export async function runMemory(ctx: SectionContext): Promise<void> {
  for (const [label, env] of [
    ['shipped bounds', {}],
    ['PostgreSQL defaults', { PGLITE_SETTINGS: POSTGRES_DEFAULTS }],
  ] as const) {
    const server = await startServer({ env, timeoutMs: 600_000 });
    try {
      for (const path of ['/api/programs', '/api/universities', '/api/programs?search=business'])
        await (await fetch(`${server.url}${path}`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const idle = readRss(server.pid) ?? 0;
      const sampler = sampleRss(server.pid);
      const load = cannon(`${server.url}/api/programs?limit=24`, {
        connections: ctx.env.BENCH_CONNECTIONS,
        durationSeconds: ctx.env.BENCH_DURATION,
        headers: { 'accept-encoding': 'br' },
      });
      // Uncached reads meanwhile: every offset is a new cache key, so each reaches the database.
      const searchMs: number[] = [];
      for (let run = 1; run <= SEARCH_RUNS; run++) {
        const started = performance.now();
        await (
          await fetch(`${server.url}/api/programs?search=engineering&offset=${run}`)
        ).arrayBuffer();
        searchMs.push(performance.now() - started);
      }
      await load;
      const { peak } = await sampler.stop();
      const search = summarise(searchMs);
      const shipped = label === 'shipped bounds';
      ctx.add({
        name: `${label}: idle RSS after start-up and a first visit`,
        value: idle / MB,
        unit: 'MB',
        ...(shipped ? { goal: { kind: 'max' as const, target: IDLE_GOAL_MB } } : {}),
        note: shipped ? 'demo data set' : `PGLITE_SETTINGS=${POSTGRES_DEFAULTS}`,
      });
      ctx.add({
        name: `${label}: peak RSS under catalogue load`,
        value: peak / MB,
        unit: 'MB',
        ...(shipped ? { goal: { kind: 'max' as const, target: LOAD_GOAL_MB } } : {}),
      });
      ctx.add({
        name: `${label}: uncached search under load, p50`,
        value: search.p50,
        unit: 'ms',
        note: `p95 ${search.p95.toFixed(0)} ms over ${search.count} sequential requests`,
      });
    } finally {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  }
}
