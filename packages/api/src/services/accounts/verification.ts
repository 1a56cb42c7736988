import { queries, type UserRow } from '@uniguide/db';
import {
  ACCOUNT_MESSAGES,
  AppError,
  type ChangeEmailInput,
  type PublicUser,
} from '@uniguide/domain';
import type { Context } from '../../context';
import type { SignedInContext } from '../../access';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { signInKey, signInWaitMessage } from './auth-throttle';
import { verifyPassword } from './password';
import { countSend, VERIFICATION_RESEND_LIMIT } from './send-limits';
import { consumeVerifyToken, sendEmailChangedNotice, sendVerification } from './account-mail';

/** Sends a fresh verification link to the account's current address (in the caller's transaction). */
export async function startVerification(
  tx: Executor,
  actor: AuditActor & Pick<Context, 'config'>,
  user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'role'>,
  options: { changed?: boolean } = {},
): Promise<void> {
  await sendVerification(tx, actor, user, options);
}

/** Follows a verification link: marks the address verified if it is still the account's. */
export async function verifyEmail(ctx: Context, token: string): Promise<PublicUser> {
  return ctx.db.transaction().execute(async (tx) => {
    // The token is bound to the account and the address it was sent to (a changed address voids it).
    const userId = await consumeVerifyToken(tx, token);
    const row = await queries.accounts.findUserForUpdate(tx, userId);
    if (!row) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.verifyInvalid);
    if (row.emailVerifiedAt !== null) return queries.users.toPublicUser(row);
    const updated = await queries.users.markEmailVerified(tx, row.id, row.username);
    if (!updated) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.verifyInvalid);
    await writeAudit(tx, ctx, {
      action: 'user_email_verified',
      resourceType: 'user',
      resourceId: row.id,
      userId: row.id,
      newData: { username: row.username },
    });
    return queries.users.toPublicUser(updated);
  });
}

/**
 * The banner's "resend": a new link to the current address (409 when already verified; 429 past
 * the per-account and per-address limits).
 */
export async function resendVerification(ctx: SignedInContext): Promise<{ sentTo: string }> {
  await countSend(ctx, VERIFICATION_RESEND_LIMIT, ctx.user.id);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.accounts.findUserForUpdate(tx, ctx.user.id);
    if (!row) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.verifyInvalid);
    if (row.emailVerifiedAt !== null)
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyVerified);
    await startVerification(tx, ctx, row);
    await writeAudit(tx, ctx, {
      action: 'user_verification_sent',
      resourceType: 'user',
      resourceId: row.id,
      newData: { sentTo: row.username },
    });
    return { sentTo: row.username };
  });
}

/**
 * Settings' e-mail change: needs the current password; the new address signs in at once but is
 * unverified until its link is followed, and the old address is told of the change.
 */
export async function changeEmail(
  ctx: SignedInContext,
  input: ChangeEmailInput,
): Promise<PublicUser> {
  const key = signInKey(ctx.meta.ip, ctx.user.username);
  const wait = await ctx.loginFailures.retryAfterMs(key);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', signInWaitMessage(wait));
  const current = await queries.users.findUserById(ctx.db, ctx.user.id);
  if (!current || !(await verifyPassword(current.passwordHash, input.currentPassword))) {
    await ctx.loginFailures.recordFailure(key);
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.wrongPassword, [
      { path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword },
    ]);
  }
  if (input.email === current.username)
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.emailUnchanged, [
      { path: 'email', message: ACCOUNT_MESSAGES.emailUnchanged },
    ]);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.accounts.findUserForUpdate(tx, ctx.user.id);
    if (!row) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.verifyInvalid);
    const updated = await queries.users.changeUserEmail(tx, row.id, input.email);
    if (!updated)
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.inviteEmailTaken, [
        { path: 'email', message: ACCOUNT_MESSAGES.inviteEmailTaken },
      ]);
    await writeAudit(tx, ctx, {
      action: 'user_email_changed',
      resourceType: 'user',
      resourceId: row.id,
      previousData: { username: row.username, emailVerified: row.emailVerifiedAt !== null },
      newData: { username: updated.username, emailVerified: false },
    });
    await startVerification(tx, ctx, updated, { changed: true });
    await sendEmailChangedNotice(tx, ctx, { oldEmail: row.username, user: updated });
    return queries.users.toPublicUser(updated);
  });
}
