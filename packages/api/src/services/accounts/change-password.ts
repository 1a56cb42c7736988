import { queries } from '@uniguide/db';
import { AppError, type ChangePasswordInput } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { signInKey, signInWaitMessage } from './auth-throttle';
import { hashPassword, verifyPassword } from './password';
import { revokeUserSessions } from './session';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const NEW_PASSWORD_UNCHANGED = 'New password must be different from the current password';

/**
 * Changes the password and signs the account out everywhere else, so a stolen session dies with it.
 * Wrong current passwords count towards this client's sign-in failures at the account: a borrowed
 * session must not become a way to guess the password.
 */
export async function changePassword(ctx: SignedInContext, input: ChangePasswordInput) {
  const key = signInKey(ctx.meta.ip, ctx.user.username);
  const wait = await ctx.loginFailures.retryAfterMs(key);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', signInWaitMessage(wait));
  const row = await queries.users.findUserById(ctx.db, ctx.user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await ctx.loginFailures.recordFailure(key);
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_INCORRECT, [
      { path: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT },
    ]);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', NEW_PASSWORD_UNCHANGED, [
      { path: 'newPassword', message: NEW_PASSWORD_UNCHANGED },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const otherSessionsRevoked = await ctx.db.transaction().execute(async (tx) => {
    await queries.users.updateUserPassword(tx, row.id, passwordHash);
    const revoked = await revokeUserSessions(tx, row.id, ctx.sessionId);
    await writeAudit(tx, ctx, {
      action: 'user_password_changed',
      resourceType: 'user',
      resourceId: row.id,
      newData: { otherSessionsRevoked: revoked },
    });
    return revoked;
  });
  return { otherSessionsRevoked };
}
