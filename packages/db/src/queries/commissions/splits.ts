import { sql } from 'kysely';
import type { CommissionSplitKind, CommissionStatus } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { CommissionSplitRow } from '../../schema';

export type SplitTarget = { studentId: number } | { applicationId: number };

export interface NewSplit {
  agencyId: number;
  subAgencyId: number;
  kind: CommissionSplitKind;
  percentBps: number | null;
  amountFils: number | null;
  createdBy: number;
}

function onTarget(target: SplitTarget) {
  return 'studentId' in target
    ? (['studentId', target.studentId] as const)
    : (['applicationId', target.applicationId] as const);
}

export async function findSplit(
  db: Executor,
  target: SplitTarget,
): Promise<CommissionSplitRow | undefined> {
  const [column, id] = onTarget(target);
  return db.selectFrom('commissionSplits').selectAll().where(column, '=', id).executeTakeFirst();
}

/** Sets the target's split, replacing the one it had (one split per student or application). */
export async function replaceSplit(
  db: Executor,
  target: SplitTarget,
  values: NewSplit,
): Promise<CommissionSplitRow> {
  const [column, id] = onTarget(target);
  await db.deleteFrom('commissionSplits').where(column, '=', id).execute();
  return db
    .insertInto('commissionSplits')
    .values({ ...values, [column]: id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSplit(db: Executor, target: SplitTarget): Promise<boolean> {
  const [column, id] = onTarget(target);
  const result = await db.deleteFrom('commissionSplits').where(column, '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface SplitCommissionRow {
  commissionId: number;
  applicationId: number;
  studentName: string;
  programName: string;
  commissionStatus: CommissionStatus;
  expectedPayoutOn: string;
  amountFils: number | null;
  kind: CommissionSplitKind;
  percentBps: number | null;
  splitAmountFils: number | null;
  agencyId: number;
  agencyName: string;
  subAgencyId: number;
  subAgencyName: string;
  /** Where the split was set: on the application itself or on its student. */
  setOn: 'application' | 'student';
}

/**
 * Commissions with a split, as the earning agency (`side: 'earner'`) or the sub-agent (`'sub'`) sees
 * them, newest first. An application's own split wins over its student's.
 */
export async function listSplitCommissions(
  db: Executor,
  agencyId: number,
  side: 'earner' | 'sub',
  limit = 200,
): Promise<SplitCommissionRow[]> {
  const column = side === 'earner' ? sql.raw('sp.agency_id') : sql.raw('sp.sub_agency_id');
  const result = await sql<
    Omit<SplitCommissionRow, 'expectedPayoutOn'> & { expectedPayoutOn: unknown }
  >`
    select c.id as commission_id, a.id as application_id,
      a.student_first_name || ' ' || a.student_last_name as student_name,
      p.name as program_name, c.status as commission_status, c.expected_payout_on,
      c.amount_fils, sp.kind, sp.percent_bps, sp.amount_fils as split_amount_fils,
      sp.agency_id, ga.name as agency_name, sp.sub_agency_id, gs.name as sub_agency_name,
      case when sp.application_id is null then 'student' else 'application' end as set_on
    from commissions c
    join applications a on a.id = c.application_id
    join programs p on p.id = c.program_id
    join lateral (
      select s.* from commission_splits s
      where s.application_id = a.id or s.student_id = a.student_id
      order by (s.application_id is not null) desc
      limit 1
    ) sp on true
    join agencies ga on ga.id = sp.agency_id
    join agencies gs on gs.id = sp.sub_agency_id
    where ${column} = ${agencyId}
    order by c.earned_at desc, c.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    amountFils: row.amountFils === null ? null : Number(row.amountFils),
    splitAmountFils: row.splitAmountFils === null ? null : Number(row.splitAmountFils),
    expectedPayoutOn:
      row.expectedPayoutOn instanceof Date
        ? row.expectedPayoutOn.toISOString().slice(0, 10)
        : String(row.expectedPayoutOn).slice(0, 10),
  }));
}

export interface SplitSetting {
  id: number;
  target: 'student' | 'application';
  targetId: number;
  label: string;
  subAgencyId: number;
  subAgencyName: string;
  kind: CommissionSplitKind;
  percentBps: number | null;
  amountFils: number | null;
}

/** The splits an agency's owner has set, newest first. */
export async function listSplitSettings(db: Executor, agencyId: number): Promise<SplitSetting[]> {
  const rows = await db
    .selectFrom('commissionSplits as sp')
    .innerJoin('agencies as gs', 'gs.id', 'sp.subAgencyId')
    .leftJoin('students as s', 's.id', 'sp.studentId')
    .leftJoin('applications as a', 'a.id', 'sp.applicationId')
    .leftJoin('programs as p', 'p.id', 'a.programId')
    .select([
      'sp.id',
      'sp.studentId',
      'sp.applicationId',
      'sp.subAgencyId',
      'gs.name as subAgencyName',
      'sp.kind',
      'sp.percentBps',
      'sp.amountFils',
      's.firstName',
      's.lastName',
      'a.studentFirstName',
      'a.studentLastName',
      'p.name as programName',
    ])
    .where('sp.agencyId', '=', agencyId)
    .orderBy('sp.createdAt', 'desc')
    .orderBy('sp.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    target: row.applicationId === null ? 'student' : 'application',
    targetId: row.applicationId ?? row.studentId ?? 0,
    label:
      row.applicationId === null
        ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()
        : `${row.studentFirstName ?? ''} ${row.studentLastName ?? ''} · ${row.programName ?? ''}`.trim(),
    subAgencyId: row.subAgencyId,
    subAgencyName: row.subAgencyName,
    kind: row.kind,
    percentBps: row.percentBps,
    amountFils: row.amountFils === null ? null : Number(row.amountFils),
  }));
}

/**
 * The active agencies this one works with: those it passes a share to, or receives one from, by
 * name (the splits screen's choices; docs/product.md §5.5).
 */
export async function listPartnerAgencies(
  db: Executor,
  agencyId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('active', '=', true)
    .where('id', '!=', agencyId)
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          eb.selectFrom('commissionSplits').select('subAgencyId').where('agencyId', '=', agencyId),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('commissionSplits').select('agencyId').where('subAgencyId', '=', agencyId),
        ),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}
