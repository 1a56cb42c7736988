import type { Executor } from '../../executor';
import type { UserRow } from '../../schema';

export interface NewSession {
  id: string;
  userId: number;
  expiresAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The live session's user, or undefined when the session is unknown, expired, the user is inactive or
 * their agency is deactivated.
 */
export async function findSessionUser(
  db: Executor,
  sessionId: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('agencies', 'agencies.id', 'users.agencyId')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expiresAt', '>', new Date())
    .where('users.active', '=', true)
    .where((eb) => eb.or([eb('agencies.active', '=', true), eb('users.role', '=', 'admin')]))
    .executeTakeFirst();
}

export async function touchSession(
  db: Executor,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: new Date(), expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Revokes every session of a user, optionally keeping the one in use (password change). */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of an agency's members (the agency was deactivated). */
export async function deleteAgencySessions(db: Executor, agencyId: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', 'in', db.selectFrom('users').select('id').where('agencyId', '=', agencyId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expiresAt', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
