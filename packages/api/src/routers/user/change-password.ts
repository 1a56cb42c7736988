import { queries } from '@uniguide/db';
import { AppError, ZChangePasswordInput } from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { signInKey, signInWaitMessage } from '../../services/accounts/auth-throttle';
import { hashPassword, verifyPassword } from '../../services/accounts/password';
import { revokeUserSessions } from '../../services/accounts/session';
import { signedInProcedure } from '../../trpc';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const NEW_PASSWORD_UNCHANGED = 'New password must be different from the current password';

/**
 * Changes the password and signs the account out everywhere else, so a stolen session dies with it.
 * Wrong current passwords count towards this client's sign-in failures at the account: a borrowed
 * session must not become a way to guess the password.
 */
export const changePassword = signedInProcedure
  .input(ZChangePasswordInput)
  .mutation(async ({ ctx, input }) => {
    const key = signInKey(ctx.meta.ip, ctx.user.username);
    const wait = await ctx.loginFailures.retryAfterMs(key);
    if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', signInWaitMessage(wait));
    const row = await queries.findUserById(ctx.db, ctx.user.id);
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
      await queries.updateUserPassword(tx, row.id, passwordHash);
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
  });
