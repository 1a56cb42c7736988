import { sql } from 'kysely';
import type { ApprovalStatus } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { AdminInviteRow, UserRow } from '../../schema';

/** A console setting's stored value, or undefined when it was never set. */
export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function writeSetting(
  db: Executor,
  key: string,
  value: unknown,
  updatedBy: number,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('appSettings')
    .values({ key, value: json, updatedBy, updatedAt: new Date() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: json, updatedBy, updatedAt: new Date() }),
    )
    .execute();
}

export type PendingAgentRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'agencyName'
  | 'country'
  | 'phoneNumber'
  | 'createdAt'
> & { emailVerified: boolean };

/** Agents waiting for approval, oldest (most overdue) first. */
export async function listPendingAgents(
  db: Executor,
  window: { limit: number; offset: number },
): Promise<{ items: PendingAgentRow[]; total: number }> {
  const base = db
    .selectFrom('users')
    .where('approvalStatus', '=', 'pending')
    .where('role', '=', 'agent');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'username',
        'firstName',
        'lastName',
        'agencyName',
        'country',
        'phoneNumber',
        'emailVerifiedAt',
        'createdAt',
      ])
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return {
    items: rows.map(({ emailVerifiedAt, ...row }) => ({
      ...row,
      emailVerified: emailVerifiedAt !== null,
    })),
    total: Number(count.count),
  };
}

export async function countPendingAgents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('approvalStatus', '=', 'pending')
    .where('role', '=', 'agent')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findUserForUpdate(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setApproval(
  db: Executor,
  id: number,
  decision: { status: ApprovalStatus; decidedBy: number; reason: string | null },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      approvalStatus: decision.status,
      approvalDecidedAt: new Date(),
      approvalDecidedBy: decision.decidedBy,
      approvalReason: decision.reason,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewAdminInvite {
  email: string;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
}

export async function insertAdminInvite(
  db: Executor,
  invite: NewAdminInvite,
): Promise<AdminInviteRow> {
  return db.insertInto('adminInvites').values(invite).returningAll().executeTakeFirstOrThrow();
}

/** An invitation not yet used, revoked or expired. */
export async function findUsableAdminInvite(
  db: Executor,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminInviteRow | undefined> {
  let query = db
    .selectFrom('adminInvites')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date());
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markAdminInviteAccepted(
  db: Executor,
  id: number,
  userId: number,
): Promise<void> {
  await db
    .updateTable('adminInvites')
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where('id', '=', id)
    .execute();
}

/** Revokes a waiting invitation; undefined when there is none by that id still waiting. */
export async function revokeAdminInvite(
  db: Executor,
  id: number,
): Promise<AdminInviteRow | undefined> {
  return db
    .updateTable('adminInvites')
    .set({ revokedAt: new Date() })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Invitations still waiting (not used, revoked or expired), newest first. */
export async function listWaitingAdminInvites(db: Executor) {
  return db
    .selectFrom('adminInvites as i')
    .leftJoin('users as u', 'u.id', 'i.invitedBy')
    .select(['i.id', 'i.email', 'i.expiresAt', 'i.createdAt', 'u.username as invitedBy'])
    .where('i.acceptedAt', 'is', null)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', new Date())
    .orderBy('i.createdAt', 'desc')
    .limit(100)
    .execute();
}

/** The audit action that records admins being told an agent is past the approval clock. */
export const APPROVAL_OVERDUE_REPORTED = 'approval_overdue_reported';

export interface OverdueAgentRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/**
 * Pending agents who signed up before `signedUpBefore` and whose wait has not been reported to the
 * admins yet (no `approval_overdue_reported` audit row), oldest first. Locked (rows another run holds
 * are skipped), so two runs never report the same agent.
 */
export async function claimOverdueApprovals(
  db: Executor,
  signedUpBefore: Date,
): Promise<OverdueAgentRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName', 'createdAt'])
    .where('approvalStatus', '=', 'pending')
    .where('role', '=', 'agent')
    .where('active', '=', true)
    .where('createdAt', '<=', signedUpBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auditLogs')
            .select('auditLogs.id')
            .where('auditLogs.action', '=', APPROVAL_OVERDUE_REPORTED)
            .where('auditLogs.resourceType', '=', 'user')
            .where('auditLogs.resourceId', '=', sql<string>`users.id::text`),
        ),
      ),
    )
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The admins who can act on the approval queue. */
export async function listActiveAdmins(
  db: Executor,
): Promise<Array<{ id: number; username: string; firstName: string | null }>> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'firstName'])
    .where('role', '=', 'admin')
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}
