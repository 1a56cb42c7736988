import { sql } from 'kysely';
import {
  FINISHED_STATUSES,
  type ApplicationStatus,
  type StatusHistoryEntry,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { ApplicationRow } from '../../schema';
import { listApplicationDocuments } from '../documents/documents';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import { iso, joinedApplications, joinedColumns, toSummary, universityLogo } from './joined';
import type {
  ApplicationChanges,
  ApplicationDetail,
  ApplicationRecord,
  NewApplicationValues,
} from './types';

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    programId: row.programId,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    studentEmail: row.studentEmail,
    studentPhone: row.studentPhone,
    studentDateOfBirth: row.studentDateOfBirth,
    studentPassportNumber: row.studentPassportNumber,
    studentNationality: row.studentNationality,
    studentNationalityCountry: row.studentNationalityCountry,
    studentGender: row.studentGender,
    highestQualification: row.highestQualification,
    qualificationName: row.qualificationName,
    institutionName: row.institutionName,
    graduationYear: row.graduationYear,
    cgpa: row.cgpa,
    intakeDate: row.intakeDate,
    notes: row.notes,
    status: row.status,
    adminNotes: row.adminNotes,
    rejectionReason: row.rejectionReason,
    paymentConfirmation: row.paymentConfirmation,
    submittedToUniversityDate: iso(row.submittedToUniversityDate),
    conditionalOfferTerms: row.conditionalOfferTerms,
    lastActionBy: row.lastActionBy,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt) ?? row.createdAt.toISOString(),
  };
}

/** A program an agent may apply to: it exists and is not hidden from the catalogue. */
export async function findApplicableProgram(
  db: Executor,
  programId: number,
): Promise<{ id: number; name: string; intakes: string[] } | undefined> {
  return db
    .selectFrom('programs')
    .select(['id', 'name', 'intakes'])
    .where('id', '=', programId)
    .where('hidden', '=', false)
    .executeTakeFirst();
}

/**
 * The student's active (not finished) application for the program and intake, if any: a second one
 * would be a duplicate. The intake compares without case or surrounding spaces.
 */
export async function findActiveDuplicate(
  db: Executor,
  match: { studentId: number; programId: number; intakeDate: string },
): Promise<Pick<ApplicationRow, 'id' | 'status' | 'createdAt'> | undefined> {
  return db
    .selectFrom('applications')
    .select(['id', 'status', 'createdAt'])
    .where('studentId', '=', match.studentId)
    .where('programId', '=', match.programId)
    .where(sql<string>`lower(trim(intake_date))`, '=', match.intakeDate.trim().toLowerCase())
    .where('status', 'not in', [...FINISHED_STATUSES])
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertApplication(
  db: Executor,
  values: NewApplicationValues,
): Promise<ApplicationRow> {
  return db
    .insertInto('applications')
    .values({ ...values, status: 'draft', lastActionBy: values.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One application row, optionally only when it is in `owner`'s scope. `forUpdate` takes the row lock, so
 * concurrent status changes queue behind each other and the history stays one chain.
 */
export async function findApplicationRow(
  db: Executor,
  id: number,
  options: { owner?: OwnerScope; forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  let query = db.selectFrom('applications').selectAll().where('id', '=', id);
  if (options.owner !== undefined) query = query.where(ownedBy('user_id', options.owner));
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateApplicationRow(
  db: Executor,
  id: number,
  changes: ApplicationChanges,
): Promise<ApplicationRow> {
  return db
    .updateTable('applications')
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewStatusHistoryEntry {
  applicationId: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  notes?: string | null;
  changedBy: number | null;
}

export async function insertStatusHistory(
  db: Executor,
  entry: NewStatusHistoryEntry,
): Promise<void> {
  await db
    .insertInto('applicationStatusHistory')
    // now() is the transaction's start; a change that waited for the row lock happened later.
    .values({ ...entry, notes: entry.notes ?? null, createdAt: sql<Date>`clock_timestamp()` })
    .execute();
}

export async function listStatusHistory(
  db: Executor,
  applicationId: number,
): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom('applicationStatusHistory')
    .select(['id', 'fromStatus', 'toStatus', 'notes', 'changedBy', 'createdAt'])
    .where('applicationId', '=', applicationId)
    // Ids are drawn under the application's row lock, so their order is the order of the chain.
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    notes: row.notes,
    changedBy: row.changedBy,
    timestamp: row.createdAt.toISOString(),
  }));
}

/** The application with its program, owner, documents and history; scoped to `owner` when given. */
export async function findApplicationDetail(
  db: Executor,
  id: number,
  options: { owner?: OwnerScope } = {},
): Promise<ApplicationDetail | undefined> {
  let query = joinedApplications(db)
    .selectAll('a')
    .select(joinedColumns)
    .select(universityLogo)
    .where('a.id', '=', id);
  if (options.owner !== undefined) query = query.where(ownedBy('a.user_id', options.owner));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [documents, statusHistory] = await Promise.all([
    listApplicationDocuments(db, id),
    listStatusHistory(db, id),
  ]);
  const summary = toSummary(row);
  return {
    ...toApplicationRecord(row),
    program: { ...summary.program, intakes: row.programIntakes },
    agent: summary.agent,
    documents,
    statusHistory,
  };
}

export async function findProgramName(
  db: Executor,
  programId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('programs')
    .select('name')
    .where('id', '=', programId)
    .executeTakeFirst();
  return row?.name;
}
