import { sql } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { STATUS_COUNTER_PREFIX } from './stats';

export interface StatusCount {
  status: ApplicationStatus;
  count: number;
}

export interface WeeklyCount {
  /** The Monday that starts the week (UTC), 'YYYY-MM-DD'. */
  weekStart: string;
  count: number;
}

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the Monday of `date`'s week: the same boundary as PostgreSQL's date_trunc('week'). */
export function mondayOf(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The starts of the `weeks` weeks that end with the week holding `now`, oldest first. */
export function weekStarts(now: Date, weeks: number): string[] {
  const current = mondayOf(now).getTime();
  return Array.from({ length: weeks }, (_, index) =>
    isoDay(new Date(current - (weeks - 1 - index) * 7 * DAY_MS)),
  );
}

/**
 * How many applications are in each status, every status of the workflow listed (zeros too), in
 * workflow order — from the counters the triggers of migration 0004 keep (exact, and ~200 rows to
 * read however many applications there are).
 */
export async function countApplicationsByStatus(db: Executor): Promise<StatusCount[]> {
  const rows = await db
    .selectFrom('statCounters')
    .select(['name', (eb) => eb.fn.sum<number>('value').as('count')])
    .where('name', 'like', `${STATUS_COUNTER_PREFIX}%`)
    .groupBy('name')
    .execute();
  const counts = new Map(
    rows.map((row) => [row.name.slice(STATUS_COUNTER_PREFIX.length), Number(row.count)]),
  );
  return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Applications created per week over the `weeks` weeks up to and including the current one (weeks
 * start on Monday, UTC), oldest first; weeks without applications are listed with 0 so a chart keeps
 * its time axis.
 */
export async function countApplicationsPerWeek(
  db: Executor,
  options: { weeks: number; now?: Date },
): Promise<WeeklyCount[]> {
  const now = options.now ?? new Date();
  const starts = weekStarts(now, options.weeks);
  const from = new Date(`${starts[0]}T00:00:00.000Z`);
  const until = new Date(mondayOf(now).getTime() + 7 * DAY_MS);
  // In UTC whatever the session's time zone, so the buckets match weekStarts() above.
  const week = sql<string>`to_char(date_trunc('week', ${sql.ref('createdAt')} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('applications')
    .select([week.as('weekStart'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .groupBy(week)
    .execute();
  const counts = new Map(rows.map((row) => [row.weekStart, Number(row.count)]));
  return starts.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}
