import { sql } from 'kysely';
import { TURNAROUND_MIN_DECISIONS, type UniversityTurnaround } from '@uniguide/domain';
import type { Executor } from '../../executor';

/** The statuses that answer a submission to the university. */
export const TURNAROUND_DECISIONS = [
  'accepted-conditional-offer',
  'accepted-payment-pending',
  'rejected',
] as const;

const DECISIONS = sql.join(TURNAROUND_DECISIONS.map((status) => sql.lit(status)));

/** A decision of the 12-month window, `d` being its status-history row. */
const DECISION_IN_WINDOW = sql`d.to_status in (${DECISIONS})
        and d.created_at >= now() - interval '12 months'`;

/**
 * The submission a decision answers (`d` a row of a `decisions` CTE: application_id, decided_at): the
 * earliest entry into submitted-to-university since the application's previous decision, else null.
 */
const SUBMITTED_AT = sql`(select min(e.created_at)
           from application_status_history e
          where e.application_id = d.application_id
            and e.to_status = 'submitted-to-university'
            and e.created_at < d.decided_at
            and e.created_at > coalesce(
              (select max(x.created_at)
                 from application_status_history x
                where x.application_id = d.application_id
                  and x.to_status in (${DECISIONS})
                  and x.created_at < d.decided_at),
              '-infinity'::timestamptz)
        ) as submitted_at`;

/** The median, in days to one decimal, from submitted_at to decided_at of the rows aggregated. */
const MEDIAN_DAYS = sql`round((percentile_cont(0.5) within group (
        order by extract(epoch from decided_at - submitted_at) / 86400
      ))::numeric, 1)`;

/**
 * How long a university takes to decide: the median (percentile_cont(0.5)) of days from an
 * application's entry into submitted-to-university to the first decision after it, over decisions of
 * the last 12 months. Each decision is paired with the earliest submission since the application's
 * previous decision, so a file sent back and forth counts once, from its first submission. The
 * university's applications are found the university through `program_id = any(array(…))`, which applications_program_idx serves
 * (a join to programs made PostgreSQL read every application); decisions come from
 * status_history_to_status_idx or status_history_application_idx, whichever is cheaper, and each
 * submission from status_history_application_idx. Under TURNAROUND_MIN_DECISIONS decisions the
 * median is withheld.
 */
export async function universityTurnaround(
  db: Executor,
  universityId: number,
): Promise<UniversityTurnaround> {
  const result = await sql<{ decisionCount: number; medianDays: number | null }>`
    with decisions as (
      select d.application_id, d.created_at as decided_at
      from application_status_history d
      join applications a on a.id = d.application_id
      where ${DECISION_IN_WINDOW}
        and a.program_id = any(array(select p.id from programs p where p.university_id = ${universityId}))
    ),
    paired as (
      select d.decided_at, ${SUBMITTED_AT}
      from decisions d
    )
    select count(*) as decision_count, ${MEDIAN_DAYS} as median_days
    from paired
    where submitted_at is not null`.execute(db);
  const row = result.rows[0];
  const decisionCount = Number(row?.decisionCount ?? 0);
  const median = row?.medianDays;
  return {
    universityId,
    decisionCount,
    medianDays:
      decisionCount >= TURNAROUND_MIN_DECISIONS && median !== null && median !== undefined
        ? Number(median)
        : null,
  };
}

/**
 * Every university's median turnaround at once (the same pairing and window as universityTurnaround),
 * for the admin queue's decision clocks; universities under TURNAROUND_MIN_DECISIONS are left out.
 */
export async function universityMedians(db: Executor): Promise<Map<number, number>> {
  const result = await sql<{ universityId: number; decisionCount: string; medianDays: string }>`
    with decisions as (
      select d.application_id, d.created_at as decided_at, p.university_id
      from application_status_history d
      join applications a on a.id = d.application_id
      join programs p on p.id = a.program_id
      where ${DECISION_IN_WINDOW}
    ),
    paired as (
      select d.university_id, d.decided_at, ${SUBMITTED_AT}
      from decisions d
    )
    select university_id as "universityId", count(*) as "decisionCount",
      ${MEDIAN_DAYS} as "medianDays"
    from paired
    where submitted_at is not null
    group by university_id`.execute(db);
  return new Map(
    result.rows
      .filter((row) => Number(row.decisionCount) >= TURNAROUND_MIN_DECISIONS)
      .map((row) => [row.universityId, Number(row.medianDays)]),
  );
}
