import { SCALE_TIERS, openScaleDatabase, seedScale, type ScaleTier } from '@uniguide/db/seed-scale';
import { keepSchema } from '../../env';
import type { SectionContext } from '../../lib/section';
import { summarise, timeRuns, type LatencySummary } from '../../lib/stats';
import { scaleCases } from './cases';
import { captureQueries, explain } from './explain';

const P95_GOAL_MS = 50;
/** A slow query still gets `minRuns` samples, but no case may eat the run's time budget alone. */
const CASE_BUDGET_MS = 15_000;

/**
 * Fills an isolated database with a tier of synthetic data, then times the query functions the API calls and
 * EXPLAINs the SQL they send. PGlite always runs the small tier; BENCH_DATABASE_URL adds the full tier.
 */
export async function runScale(ctx: SectionContext): Promise<void> {
  await runTier(ctx, SCALE_TIERS.small, undefined);
  if (ctx.env.BENCH_DATABASE_URL) await runTier(ctx, SCALE_TIERS.full, ctx.env.BENCH_DATABASE_URL);
  else
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
      if (!scaleCase.goal) {
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
        goal: { kind: 'max', target: P95_GOAL_MS },
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
      plans.forEach((plan, i) =>
        ctx.log(`  plan ${i + 1}/${plans.length}:\n      ${plan.tree.join('\n      ')}`),
      );
    }
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
