import { sql } from 'kysely';
import type { Executor } from '../../executor';

/** How many of the university's commissions were paid, and the median days from enrolment to payment. */
export async function universityPaymentDays(
  db: Executor,
  universityId: number,
): Promise<{ paidCount: number; medianDays: number | null }> {
  const result = await sql<{ paidCount: number; medianDays: number | null }>`
    select count(*) as paid_count,
      percentile_cont(0.5) within group (
        order by extract(epoch from (c.paid_at - c.earned_at)) / 86400
      ) as median_days
    from commissions c
    where c.university_id = ${universityId} and c.status = 'paid' and c.paid_at is not null`.execute(
    db,
  );
  const row = result.rows[0];
  return {
    paidCount: Number(row?.paidCount ?? 0),
    medianDays:
      row?.medianDays === null || row?.medianDays === undefined ? null : Number(row.medianDays),
  };
}
