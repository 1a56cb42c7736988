import { sql } from 'kysely';
import type { AgencyRole } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { AgencyInviteRow, AgencyRow } from '../../schema';

export interface AgencyMember {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyRole: AgencyRole;
  active: boolean;
  studentCount: number;
  applicationCount: number;
  createdAt: string;
}

export async function findAgency(db: Executor, id: number): Promise<AgencyRow | undefined> {
  return db.selectFrom('agencies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether `email` names an active owner of the agency (case-insensitive, as usernames are). */
export async function isActiveOwnerOf(
  db: Executor,
  agencyId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('agencyId', '=', agencyId)
    .where('agencyRole', '=', 'owner')
    .where('active', '=', true)
    .where(sql<string>`lower(username)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Every member, active first, owners before counsellors, with their student and application counts. */
export async function listAgencyMembers(db: Executor, agencyId: number): Promise<AgencyMember[]> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.firstName',
      'u.lastName',
      'u.agencyRole',
      'u.active',
      'u.createdAt',
    ])
    .select((eb) => [
      eb
        .selectFrom('students as s')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('s.userId', '=', 'u.id')
        .as('studentCount'),
      eb
        .selectFrom('applications as a')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('a.userId', '=', 'u.id')
        .as('applicationCount'),
    ])
    .where('u.agencyId', '=', agencyId)
    .where('u.role', '=', 'agent')
    .orderBy('u.active', 'desc')
    .orderBy('u.agencyRole', 'desc')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    agencyRole: row.agencyRole ?? 'counsellor',
    active: row.active,
    studentCount: Number(row.studentCount ?? 0),
    applicationCount: Number(row.applicationCount ?? 0),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The agency's member (active or not), locked when `forUpdate`; undefined for anyone else. */
export async function findAgencyMember(
  db: Executor,
  agencyId: number,
  userId: number,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('agencyId', '=', agencyId)
    .where('role', '=', 'agent');
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Whether the member founded the agency: they are in it without having accepted an invitation to it
 * (sign-up founds an agency; everyone else joins through an invite).
 */
export async function isAgencyFounder(
  db: Executor,
  agencyId: number,
  userId: number,
): Promise<boolean> {
  const invited = await db
    .selectFrom('agencyInvites')
    .select('id')
    .where('agencyId', '=', agencyId)
    .where('acceptedUserId', '=', userId)
    .executeTakeFirst();
  return invited === undefined;
}

/** Active owners of the agency other than `exceptUserId`. */
export async function countOtherActiveOwners(
  db: Executor,
  agencyId: number,
  exceptUserId: number,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('agencyId', '=', agencyId)
    .where('agencyRole', '=', 'owner')
    .where('active', '=', true)
    .where('id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setAgencyRole(db: Executor, userId: number, agencyRole: AgencyRole) {
  return db
    .updateTable('users')
    .set({ agencyRole, updatedAt: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewInvite {
  agencyId: number;
  email: string;
  agencyRole: AgencyRole;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
}

export async function insertInvite(db: Executor, invite: NewInvite): Promise<AgencyInviteRow> {
  return db.insertInto('agencyInvites').values(invite).returningAll().executeTakeFirstOrThrow();
}

/** An invite that can still be used (not accepted, revoked or expired), locked for the caller. */
export async function findUsableInvite(
  db: Executor,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<(AgencyInviteRow & { agencyName: string }) | undefined> {
  let query = db
    .selectFrom('agencyInvites as i')
    .innerJoin('agencies as g', 'g.id', 'i.agencyId')
    .selectAll('i')
    .select('g.name as agencyName')
    .where('i.tokenHash', '=', tokenHash)
    .where('i.acceptedAt', 'is', null)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', new Date())
    .where('g.active', '=', true);
  if (options.forUpdate) query = query.forUpdate(['i']);
  return query.executeTakeFirst();
}

export async function markInviteAccepted(db: Executor, id: number, userId: number): Promise<void> {
  await db
    .updateTable('agencyInvites')
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where('id', '=', id)
    .execute();
}

/** Revokes one of the agency's waiting invites; undefined when it has none by that id still waiting. */
export async function revokeInvite(
  db: Executor,
  agencyId: number,
  id: number,
): Promise<AgencyInviteRow | undefined> {
  return db
    .updateTable('agencyInvites')
    .set({ revokedAt: new Date() })
    .where('id', '=', id)
    .where('agencyId', '=', agencyId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

/** Invites still waiting to be used, newest first. */
export async function listPendingInvites(db: Executor, agencyId: number) {
  const rows = await db
    .selectFrom('agencyInvites')
    .select(['id', 'email', 'agencyRole', 'expiresAt', 'createdAt'])
    .where('agencyId', '=', agencyId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

export interface MovedWork {
  students: number;
  applications: number;
  documents: number;
  commissions: number;
}

/**
 * Students of `fromUserId` whose e-mail `toUserId` already has on a student of their own (a student
 * is one per agent and e-mail, so these cannot move without a merge).
 */
export async function clashingStudentEmails(
  db: Executor,
  toUserId: number,
  studentFilter: { fromUserId: number } | { studentId: number },
): Promise<string[]> {
  let query = db
    .selectFrom('students as s')
    .innerJoin('students as t', (join) =>
      join
        .on('t.userId', '=', toUserId)
        .on(sql`lower(${sql.ref('t.email')})`, '=', sql`lower(${sql.ref('s.email')})`),
    )
    .select('s.email');
  query =
    'fromUserId' in studentFilter
      ? query.where('s.userId', '=', studentFilter.fromUserId)
      : query.where('s.id', '=', studentFilter.studentId);
  const rows = await query.orderBy('s.email').execute();
  return rows.map((row) => row.email);
}

/**
 * Moves students (all of a member's, or one) with their applications, documents and commissions to
 * another member. Applications of a moved student move with it, whoever created them, so the
 * counsellor taking over sees the student's whole file.
 */
export async function moveStudents(
  db: Executor,
  toUserId: number,
  studentFilter: { fromUserId: number } | { studentId: number },
): Promise<MovedWork> {
  const studentIds =
    'fromUserId' in studentFilter
      ? db.selectFrom('students').select('id').where('userId', '=', studentFilter.fromUserId)
      : db.selectFrom('students').select('id').where('id', '=', studentFilter.studentId);
  const ids = (await studentIds.execute()).map((row) => row.id);
  if (ids.length === 0) return { students: 0, applications: 0, documents: 0, commissions: 0 };
  const now = new Date();
  const applicationIds = db.selectFrom('applications').select('id').where('studentId', 'in', ids);
  const commissions = await db
    .updateTable('commissions')
    .set({ userId: toUserId, updatedAt: now })
    .where('applicationId', 'in', applicationIds)
    .executeTakeFirst();
  const applications = await db
    .updateTable('applications')
    .set({ userId: toUserId, updatedAt: now })
    .where('studentId', 'in', ids)
    .executeTakeFirst();
  const documents = await db
    .updateTable('documents')
    .set({ userId: toUserId, updatedAt: now })
    .where('studentId', 'in', ids)
    .executeTakeFirst();
  const students = await db
    .updateTable('students')
    .set({ userId: toUserId, updatedAt: now })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return {
    students: Number(students.numUpdatedRows),
    applications: Number(applications.numUpdatedRows),
    documents: Number(documents.numUpdatedRows),
    commissions: Number(commissions.numUpdatedRows),
  };
}

export async function setAgencyActive(
  db: Executor,
  id: number,
  active: boolean,
): Promise<AgencyRow | undefined> {
  return db
    .updateTable('agencies')
    .set({ active, deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
