import { SCALE_TIERS, openScaleDatabase, seedScale, type ScaleTier } from '@uniguide/db/seed-scale';
import type { ScaleIds } from '@uniguide/db/seed-scale';
import { keepSchema } from '../../env';
import { ApiClient } from '../../lib/api-client';
import { removeDataDir, startServer } from '../../lib/server-process';
import type { SectionContext } from '../../lib/section';
import { summarise, timeRuns, type LatencySummary } from '../../lib/stats';
import { scaleCases } from './cases';
import { captureQueries, explain } from './explain';

/** A slow query still gets `minRuns` samples, but no case may eat the run's time budget alone. */
const CASE_BUDGET_MS = 15_000;

/**
 * Fills an isolated database with a tier of synthetic data, then times the query functions the API calls and
 * EXPLAINs the SQL they send. PGlite always runs the small tier; BENCH_DATABASE_URL adds the full tier.
 */
export async function runScale(ctx: SectionContext): Promise<void> {
  await runTier(ctx, SCALE_TIERS.small, undefined);
  if (ctx.env.BENCH_DATABASE_URL) {
    const tier = SCALE_TIERS[ctx.env.BENCH_SCALE_TIER];
    if (tier.name !== 'full')
      ctx.log(
        `PostgreSQL tier: ${tier.name} (BENCH_SCALE_TIER), not the full 100 000 / 1 000 000 of the goals`,
      );
    await runTier(ctx, tier, ctx.env.BENCH_DATABASE_URL);
  } else
    ctx.log(
      'BENCH_DATABASE_URL is not set: PostgreSQL full tier (100 000 / 10 000 / 1 000 000) skipped',
    );
}

async function runTier(
  ctx: SectionContext,
  tier: ScaleTier,
  serverUrl: string | undefined,
): Promise<void> {
  const label = serverUrl ? 'postgres' : 'pglite';
  const database = await openScaleDatabase({ serverUrl, keep: keepSchema(ctx.env) });
  try {
    ctx.log(
      `${label}: seeding ${tier.programs} programs, ${tier.agents} agents, ${tier.applications} applications`,
    );
    const started = performance.now();
    const seeded = await seedScale(database.db, tier);
    const seedSeconds = (performance.now() - started) / 1000;
    ctx.log(
      `${label}: seeded ${JSON.stringify(seeded.counts)} into ${database.label} in ${seedSeconds.toFixed(1)} s`,
    );
    ctx.add({ name: `${label} ${tier.name}: seed time`, value: seedSeconds, unit: 's' });

    const explains: Record<string, unknown> = {};
    let baseline: LatencySummary | undefined;
    for (const scaleCase of scaleCases(seeded.ids)) {
      const sample = await scaleCase.run(database.db);
      const samples = await timeRuns(() => scaleCase.run(database.db), {
        runs: ctx.env.BENCH_SCALE_RUNS,
        budgetMs: CASE_BUDGET_MS,
      });
      const latency = summarise(samples);
      const shape =
        sample.total === undefined
          ? `${sample.rows} rows`
          : `${sample.rows} rows of ${sample.total}`;
      const name = `${label} ${tier.name}: ${scaleCase.name}`;
      if (scaleCase.goalMs === undefined) {
        baseline = latency;
        ctx.add({
          name: `${name} p95`,
          value: latency.p95,
          unit: 'ms',
          note: `p50 ${latency.p50.toFixed(2)} ms`,
        });
        continue;
      }
      ctx.add({
        name: `${name} p50`,
        value: latency.p50,
        unit: 'ms',
        reference: baseline && { label: 'pk lookup p50', value: baseline.p50 },
      });
      ctx.add({
        name: `${name} p95`,
        value: latency.p95,
        unit: 'ms',
        reference: baseline && { label: 'pk lookup p95', value: baseline.p95 },
        goal: { kind: 'max', target: scaleCase.goalMs },
        note: `${shape}; ${latency.count} runs`,
      });

      const statements = await captureQueries(database.db, scaleCase.run);
      const plans = [];
      for (const statement of statements)
        plans.push({ sql: statement.sql, ...(await explain(database.db, statement)) });
      explains[scaleCase.name] = plans;
      const everyStatementIndexed = plans.length > 0 && plans.every((plan) => plan.indexBacked);
      const seq = [...new Set(plans.flatMap((plan) => plan.seqScans))];
      const limited = [...new Set(plans.flatMap((plan) => plan.limitedSeqScans))];
      ctx.add({
        name: `${name} EXPLAIN index-backed`,
        value: everyStatementIndexed,
        unit: '',
        goal: { kind: 'true' },
        note:
          `${plans.length} statement(s); indexes: ${[...new Set(plans.flatMap((plan) => plan.indexes))].join(', ') || 'none'}` +
          (seq.length ? `; seq scans on: ${seq.join(', ')}` : '') +
          (limited.length ? `; seq scans stopped by a LIMIT on: ${limited.join(', ')}` : ''),
      });
      ctx.log(
        `${name}: p50 ${latency.p50.toFixed(2)} ms, p95 ${latency.p95.toFixed(2)} ms (${shape})`,
      );
      plans.forEach((plan, i) => {
        const reads = plan.seqScans.length
          ? ` — reads ${plan.seqScans.join(', ')} sequentially`
          : '';
        ctx.log(`  plan ${i + 1}/${plans.length}${reads}:\n      ${plan.tree.join('\n      ')}`);
      });
    }
    if (database.scopedUrl)
      await timeOverHttp(ctx, `${label} ${tier.name}`, database.scopedUrl, seeded.ids);
    ctx.detail(`${label}-${tier.name}`, {
      database: database.label,
      counts: seeded.counts,
      steps: seeded.steps,
      explains,
    });
  } finally {
    await database.dispose();
  }
}

const ADMIN = { email: 'bench-admin@uniguide.test', password: 'bench-admin-password-1' };

/**
 * The reads that carry an `http` form, timed through the built server running against the tier's
 * database: what a screen waits for, with routing, session, serialisation and the socket on top of
 * the query. Sequential requests, so the figure is latency, not throughput.
 */
async function timeOverHttp(
  ctx: SectionContext,
  label: string,
  databaseUrl: string,
  ids: ScaleIds,
): Promise<void> {
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    timeoutMs: 600_000,
  });
  try {
    const admin = new ApiClient(server.url, server.origin);
    await admin.post('/api/login', { username: ADMIN.email, password: ADMIN.password });
    const anonymous = new ApiClient(server.url, server.origin);
    for (const scaleCase of scaleCases(ids)) {
      if (!scaleCase.http || scaleCase.goalMs === undefined) continue;
      const { path, as } = scaleCase.http;
      const client = as === 'admin' ? admin : anonymous;
      let run = 0;
      await client.get(path(run++));
      const samples = await timeRuns(() => client.get(path(run++)), {
        runs: ctx.env.BENCH_SCALE_RUNS,
        budgetMs: CASE_BUDGET_MS,
      });
      const latency = summarise(samples);
      ctx.add({
        name: `${label}: ${scaleCase.name} over HTTP p95`,
        value: latency.p95,
        unit: 'ms',
        note: `p50 ${latency.p50.toFixed(2)} ms; ${latency.count} sequential requests to ${path(0)}`,
      });
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
