import { createHash, randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import { storableHeaderText } from '@uniguide/domain';
import type { Context } from '../../context';
import type { Executor } from '../audit/audit';

const TOKEN_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The database keeps only a hash of the cookie token, so a leaked table does not leak live sessions. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(ttlDays: number, now = new Date()): Date {
  return new Date(now.getTime() + ttlDays * DAY_MS);
}

export interface NewSessionToken {
  token: string;
  id: string;
  expiresAt: Date;
}

/**
 * Opens a fresh session for the user. The id rotates at every sign-in: the browser's previous session
 * (if any) is deleted, so a token planted before login is worthless after it.
 */
export async function createSession(
  executor: Executor,
  ctx: Context,
  userId: number,
): Promise<NewSessionToken> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const id = sessionIdFromToken(token);
  const expiresAt = sessionExpiry(ctx.config.sessionTtlDays);
  if (ctx.sessionId) await queries.users.deleteSession(executor, ctx.sessionId);
  await queries.users.insertSession(executor, {
    id,
    userId,
    expiresAt,
    // Header-derived: cleaned, never refused (decision 026).
    ipAddress: storableHeaderText(ctx.meta.ip),
    userAgent: storableHeaderText(ctx.meta.userAgent),
  });
  return { token, id, expiresAt };
}

/** Deletes the current session (if any) and clears the cookie; fine when already signed out. */
export async function endSession(executor: Executor, ctx: Context): Promise<void> {
  if (ctx.sessionId) await queries.users.deleteSession(executor, ctx.sessionId);
  ctx.cookies.clear();
}

/** Signs the user out everywhere, optionally keeping the session in use (password change). */
export function revokeUserSessions(
  executor: Executor,
  userId: number,
  exceptSessionId?: string | null,
): Promise<number> {
  return queries.users.deleteUserSessions(executor, userId, exceptSessionId ?? undefined);
}
