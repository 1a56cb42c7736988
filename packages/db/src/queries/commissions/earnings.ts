import { sql, type RawBuilder } from 'kysely';
import {
  EARNINGS_PIPELINE_STATUSES,
  type ApplicationStatus,
  type EarningsMonth,
  type EarningsPipelineStage,
  type EarningsSummary,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import { utcToday } from './commissions';
import { ownedByRaw, type OwnerScope } from '../../owner-scope';

/** `and <column> is the scope's`, or nothing for every agent (admins). */
function ownedBy(column: string, owner: OwnerScope | undefined): RawBuilder<unknown> {
  return owner === undefined ? sql`` : sql`and ${ownedByRaw(column, owner)}`;
}

async function totals(db: Executor, owner: OwnerScope | undefined) {
  const due = sql`c.status in ('pending', 'invoiced') and c.expected_payout_on >= ${utcToday}`;
  const overdue = sql`c.status in ('pending', 'invoiced') and c.expected_payout_on < ${utcToday}`;
  const result = await sql<{
    paidFils: number;
    paidCount: number;
    dueFils: number;
    dueCount: number;
    overdueFils: number;
    overdueCount: number;
  }>`
    select
      coalesce(sum(c.amount_fils) filter (where c.status = 'paid'), 0) as paid_fils,
      count(*) filter (where c.status = 'paid') as paid_count,
      coalesce(sum(c.amount_fils) filter (where ${due}), 0) as due_fils,
      count(*) filter (where ${due}) as due_count,
      coalesce(sum(c.amount_fils) filter (where ${overdue}), 0) as overdue_fils,
      count(*) filter (where ${overdue}) as overdue_count
    from commissions c
    where true ${ownedBy('c.user_id', owner)}`.execute(db);
  const row = result.rows[0];
  return {
    paidFils: Number(row?.paidFils ?? 0),
    paidCount: Number(row?.paidCount ?? 0),
    dueFils: Number(row?.dueFils ?? 0),
    dueCount: Number(row?.dueCount ?? 0),
    overdueFils: Number(row?.overdueFils ?? 0),
    overdueCount: Number(row?.overdueCount ?? 0),
  };
}

/**
 * Applications on their way, per stage, with the commission they would earn now: tuition (AED) ×
 * effective rate (bps) / 100, half up, in bigint (the same integer rule as commissionAmountFils).
 * Stages without applications are there with zeros, in workflow order.
 */
async function pipeline(
  db: Executor,
  owner: OwnerScope | undefined,
): Promise<EarningsPipelineStage[]> {
  const statuses = sql.join(EARNINGS_PIPELINE_STATUSES.map((status) => sql.lit(status)));
  const result = await sql<{
    status: ApplicationStatus;
    applicationCount: number;
    potentialFils: number;
  }>`
    select s.status, coalesce(g.application_count, 0) as application_count,
      coalesce(g.potential_fils, 0) as potential_fils
    from unnest(array[${statuses}]::text[]) with ordinality as s (status, position)
    left join (
      select a.status, count(*) as application_count,
        sum((p.tuition_aed::bigint * coalesce(p.commission_rate_bps, u.commission_rate_bps) + 50) / 100)
          as potential_fils
      from applications a
      join programs p on p.id = a.program_id
      join universities u on u.id = p.university_id
      where a.status in (${statuses}) ${ownedBy('a.user_id', owner)}
      group by a.status
    ) g on g.status = s.status
    order by s.position`.execute(db);
  return result.rows.map((row) => ({
    status: row.status,
    applicationCount: Number(row.applicationCount),
    potentialFils: Number(row.potentialFils),
  }));
}

/**
 * The last 12 calendar months (UTC), oldest first, each with what was earned in it (completions
 * not since reversed) and what was paid out in it (by payment date); months without any are zero.
 */
async function months(db: Executor, owner: OwnerScope | undefined): Promise<EarningsMonth[]> {
  // Month starts as UTC instants, so the range tests on earned_at / paid_at stay indexable.
  const firstMonth = sql`(date_trunc('month', now() at time zone 'UTC') - interval '11 months')`;
  const result = await sql<EarningsMonth>`
    with month_list as (
      select m as month_start
      from generate_series(${firstMonth}, date_trunc('month', now() at time zone 'UTC'), interval '1 month') m
    ),
    earned as (
      select date_trunc('month', c.earned_at at time zone 'UTC') as month_start,
        sum(c.amount_fils) as fils
      from commissions c
      where c.status <> 'reversed' and c.earned_at >= ${firstMonth} at time zone 'UTC'
        ${ownedBy('c.user_id', owner)}
      group by 1
    ),
    paid as (
      select date_trunc('month', c.paid_at at time zone 'UTC') as month_start,
        sum(c.amount_fils) as fils
      from commissions c
      where c.status = 'paid' and c.paid_at >= ${firstMonth} at time zone 'UTC'
        ${ownedBy('c.user_id', owner)}
      group by 1
    )
    select to_char(l.month_start, 'YYYY-MM') as month,
      coalesce(e.fils, 0) as earned_fils, coalesce(p.fils, 0) as paid_fils
    from month_list l
    left join earned e on e.month_start = l.month_start
    left join paid p on p.month_start = l.month_start
    order by l.month_start`.execute(db);
  return result.rows.map((row) => ({
    month: row.month,
    earnedFils: Number(row.earnedFils),
    paidFils: Number(row.paidFils),
  }));
}

/** Paid, due and overdue totals, the pipeline and 12 months of earnings: a scope's or everyone's. */
export async function earningsSummary(
  db: Executor,
  options: { owner?: OwnerScope } = {},
): Promise<EarningsSummary> {
  const [sums, stages, history] = await Promise.all([
    totals(db, options.owner),
    pipeline(db, options.owner),
    months(db, options.owner),
  ]);
  return { ...sums, pipeline: stages, months: history };
}
