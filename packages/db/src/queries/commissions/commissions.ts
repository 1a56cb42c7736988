import { sql } from 'kysely';
import type { CommissionStatus } from '@uniguide/domain';
import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { CommissionRow } from '../../schema';

/** The figures a completion prices its commission with (computed by the caller, integers only). */
export type CommissionFigures = Pick<
  CommissionRow,
  | 'applicationId'
  | 'userId'
  | 'universityId'
  | 'programId'
  | 'tuitionFils'
  | 'rateBps'
  | 'amountFils'
  /** "YYYY-MM-DD" */
  | 'expectedPayoutOn'
> & { earnedAt: Date };

/**
 * Today's date in UTC, as the database sees it: overdue is derived against this one clock everywhere
 * (lists, summaries), whatever the session's time zone.
 */
export const utcToday = sql<string>`(now() at time zone 'UTC')::date`;

/** Unpaid and past the payout date; never stored, so it cannot go stale. */
export const overdueCondition = (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.status`)} in ('pending', 'invoiced') and ${sql.ref(`${alias}.expectedPayoutOn`)} < ${utcToday})`;

export async function findCommissionRow(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CommissionRow | undefined> {
  if (!isId(id)) return undefined;
  let query = db.selectFrom('commissions').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findCommissionByApplication(
  db: Executor,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CommissionRow | undefined> {
  let query = db.selectFrom('commissions').selectAll().where('applicationId', '=', applicationId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The commission of a completed application, as one statement on the unique application_id: a new
 * row, or a reversed one brought back to pending with the fresh figures. A row that is pending,
 * invoiced or paid stays exactly as it is (undefined comes back), so two completions racing past
 * each other can never make a second row or reprice a live one.
 */
export async function upsertCompletedCommission(
  db: Executor,
  figures: CommissionFigures,
): Promise<{ row: CommissionRow; inserted: boolean } | undefined> {
  const row = await db
    .insertInto('commissions')
    .values({ ...figures, status: 'pending' })
    .onConflict((conflict) =>
      conflict
        .column('applicationId')
        .doUpdateSet((eb) => ({
          userId: eb.ref('excluded.userId'),
          universityId: eb.ref('excluded.universityId'),
          programId: eb.ref('excluded.programId'),
          tuitionFils: eb.ref('excluded.tuitionFils'),
          rateBps: eb.ref('excluded.rateBps'),
          amountFils: eb.ref('excluded.amountFils'),
          earnedAt: eb.ref('excluded.earnedAt'),
          expectedPayoutOn: eb.ref('excluded.expectedPayoutOn'),
          status: 'pending',
          invoicedAt: null,
          paidAt: null,
          reversedAt: null,
          updatedAt: eb.ref('excluded.earnedAt'),
        }))
        .where('commissions.status', '=', 'reversed'),
    )
    .returningAll()
    // xmax is 0 on a freshly inserted tuple and set on one the conflict branch updated.
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirst();
  if (!row) return undefined;
  const { inserted, ...commission } = row;
  return { row: commission, inserted };
}

/** Marks the application's live commission reversed; undefined when there is none to reverse. */
export async function reverseCommission(
  db: Executor,
  applicationId: number,
  at: Date,
): Promise<CommissionRow | undefined> {
  return db
    .updateTable('commissions')
    .set({ status: 'reversed', reversedAt: at, updatedAt: at })
    .where('applicationId', '=', applicationId)
    .where('status', '<>', 'reversed')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves a commission along the admin's moves, keeping the dates true to the new status: invoicing
 * stamps invoiced_at, paying stamps paid_at, an undo clears the date of the step it takes back.
 */
export async function updateCommissionStatus(
  db: Executor,
  row: CommissionRow,
  status: CommissionStatus,
  at: Date,
): Promise<CommissionRow> {
  const dates: Pick<CommissionRow, 'invoicedAt' | 'paidAt'> = {
    invoicedAt: row.invoicedAt,
    paidAt: row.paidAt,
  };
  if (status === 'pending') {
    dates.invoicedAt = null;
    dates.paidAt = null;
  } else if (status === 'invoiced') {
    dates.invoicedAt = row.invoicedAt ?? at;
    dates.paidAt = null;
  } else if (status === 'paid') {
    dates.paidAt = at;
  }
  return db
    .updateTable('commissions')
    .set({ status, ...dates, updatedAt: at })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin's correction of the amount (e.g. the program had no tuition figure). */
export async function updateCommissionAmount(
  db: Executor,
  id: number,
  amountFils: number,
  at: Date,
): Promise<CommissionRow> {
  return db
    .updateTable('commissions')
    .set({ amountFils, updatedAt: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
