import { sql, type AliasedRawBuilder, type Selectable } from 'kysely';
import type { DB } from './schema';

/**
 * Up to this many matches a list's total is counted exactly. Beyond it a total is estimated from a
 * block sample, so a broad search costs the same at a hundred thousand rows as at a thousand
 * (docs/decisions/011-catalogue-cache.md, "List totals").
 */
export const EXACT_COUNT_LIMIT = 1000;
/** Table pages an estimate reads (1.6 MB of a table, whatever its size). */
export const SAMPLE_PAGES = 200;

type SampledTable = 'programs' | 'applications';

/**
 * The share of a table's pages (in percent) that makes SAMPLE_PAGES, from the planner's page count;
 * 100 — the whole table, an exact count — for a table that small or never analysed.
 */
function samplePercent(table: SampledTable) {
  return sql<number>`(SELECT least(100, ${sql.lit(SAMPLE_PAGES * 100)} / greatest(relpages, 1)::numeric)
    FROM pg_class WHERE oid = to_regclass(${sql.lit(table)}))`;
}

/**
 * `<table> AS <alias> TABLESAMPLE SYSTEM (<percent>) REPEATABLE (0)` as a FROM item. The fixed seed
 * draws the same pages every time, so an estimate does not move between two pages of one list.
 */
export function sampledTable<T extends SampledTable, A extends string>(
  table: T,
  alias: A,
): AliasedRawBuilder<Selectable<DB[T]>, A> {
  return sql<Selectable<DB[T]>>`${sql.table(table)}`.as<A>(
    sql`${sql.id(alias)} tablesample system (${samplePercent(table)}) repeatable (0)`,
  );
}

/** What to select beside `count(*)` from a sampledTable: the percent it sampled. */
export function sampledPercent(table: SampledTable) {
  return samplePercent(table).as('percent');
}

export interface SampleCount {
  /** Matches among the sampled rows. */
  count: number;
  /** The percent of the table's pages sampled. */
  percent: number;
}

export interface BoundedCountQueries {
  /** Counts matches, stopping after `limit` (`count(*) FROM (… LIMIT limit) AS s`). */
  upTo(limit: number): Promise<number>;
  /** Counts the matches in sampledTable(…), selecting sampledPercent(…) beside them. */
  inSample(): Promise<SampleCount>;
}

/** A list's total, and whether it was estimated from a sample rather than counted. */
export interface CountedTotal {
  total: number;
  /** True only when the total was scaled up from a partial sample; false whenever it is exact. */
  totalIsEstimate: boolean;
}

/** A total that was counted, not estimated. */
export function exactTotal(total: number): CountedTotal {
  return { total, totalIsEstimate: false };
}

/**
 * The total of a list known to have more than EXACT_COUNT_LIMIT matches, scaled up from the matches
 * in a block sample of about SAMPLE_PAGES pages (exact when the sample is the whole table), and never
 * below what is known to be exceeded.
 */
export function estimateFromSample(sample: SampleCount): CountedTotal {
  const count = Number(sample.count);
  const percent = Number(sample.percent);
  if (percent >= 100) return exactTotal(Math.max(count, EXACT_COUNT_LIMIT + 1));
  const estimate = Math.round((count * 100) / percent);
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), totalIsEstimate: true };
}

/** The exact number of matches when there are at most EXACT_COUNT_LIMIT, else estimateFromSample. */
export async function boundedCount(queries: BoundedCountQueries): Promise<CountedTotal> {
  const capped = await queries.upTo(EXACT_COUNT_LIMIT + 1);
  if (capped <= EXACT_COUNT_LIMIT) return exactTotal(capped);
  return estimateFromSample(await queries.inSample());
}
