import { queries } from '@uniguide/db';
import {
  PASSWORD_RESET_MESSAGES,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@uniguide/domain';
import { renderEmail } from '@uniguide/emails';
import type { Context } from '../../context';
import { writeAudit } from '../audit/audit';
import { RESET_MAIL_BACKOFF, signInKey } from './auth-throttle';
import {
  consumeAuthToken,
  enqueueEmail,
  issueAuthToken,
  PASSWORD_RESET_TTL_MINUTES,
} from '../mail';
import { hashPassword } from './password';
import { revokeUserSessions } from './session';

/**
 * Every request takes at least this long, known address or not, so the time of the answer tells
 * nothing (the real work — a token, a rendered e-mail, three rows — takes a few milliseconds).
 */
export const FORGOT_PASSWORD_MIN_MS = 400;

/** Reset e-mails per address (RESET_MAIL_BACKOFF); more are dropped silently. */
const ADDRESS_KEY = (username: string) => `password-reset:${username}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The app an account signs in to, whichever host the request came from: an admin's links lead to
 * the admin console's pages, an agent's to the agent app's.
 */
function accountApp(
  config: Context['config'],
  role: 'admin' | 'agent',
): { url: string; signInPath: string } {
  return role === 'admin'
    ? { url: config.publicAdminUrl, signInPath: '/sign-in' }
    : { url: config.publicAgentUrl, signInPath: '/auth' };
}

/**
 * "Forgot password?": e-mails a single-use reset link to an active account's address. The answer, and
 * its timing, are the same whether or not the address has an account; requests beyond the per-address
 * limit are answered the same too, and send nothing (the per-IP limit is the server's).
 */
export async function requestPasswordReset(
  ctx: Context,
  input: ForgotPasswordInput,
): Promise<{ message: string }> {
  const started = Date.now();
  const key = ADDRESS_KEY(input.username);
  const limited = (await ctx.loginFailures.retryAfterMs(key, RESET_MAIL_BACKOFF)) > 0;
  // Refused requests are not counted, so asking often cannot keep the owner from getting a link.
  if (!limited) await ctx.loginFailures.recordFailure(key, RESET_MAIL_BACKOFF);
  const user = await queries.users.findUserByUsername(ctx.db, input.username);
  const publicUrl = accountApp(ctx.config, user?.role ?? ctx.meta.app).url;
  await ctx.db.transaction().execute(async (tx) => {
    const send = Boolean(user?.active) && !limited;
    if (user && send) {
      const token = await issueAuthToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
      });
      await enqueueEmail(tx, {
        to: user.username,
        template: 'password_reset',
        props: {
          firstName: user.firstName,
          resetUrl: resetPasswordUrl(publicUrl, token),
          validMinutes: PASSWORD_RESET_TTL_MINUTES,
        },
        kind: 'password_reset',
        userId: user.id,
      });
    }
    if (!(user && send)) {
      // The same rendering work as a real e-mail (the slowest part), so the timing matches too.
      await renderEmail('password_reset', {
        firstName: null,
        resetUrl: resetPasswordUrl(publicUrl, 'x'.repeat(43)),
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
      });
    }
    await writeAudit(tx, ctx, {
      action: 'password_reset_requested',
      resourceType: 'user',
      resourceId: user?.id ?? null,
      userId: user?.id ?? null,
      newData: { sent: Boolean(user && send), limited },
    });
  });
  await sleep(Math.max(0, FORGOT_PASSWORD_MIN_MS - (Date.now() - started)));
  return { message: PASSWORD_RESET_MESSAGES.requested };
}

/**
 * Sets a new password with a reset link's token: the token is used up, every session of the account
 * is revoked, this client's sign-in back-off at the account is cleared and a "your password was changed" e-mail goes
 * out, all in one transaction.
 */
export async function resetPassword(
  ctx: Context,
  input: ResetPasswordInput,
): Promise<{ message: string }> {
  // argon2 is slow on purpose; hash before the transaction holds a connection.
  const passwordHash = await hashPassword(input.newPassword);
  const username = await ctx.db.transaction().execute(async (tx) => {
    const userId = await consumeAuthToken(tx, { token: input.token, purpose: 'password_reset' });
    const user = (await queries.users.findUserById(tx, userId))!;
    const app = accountApp(ctx.config, user.role);
    await queries.users.updateUserPassword(tx, userId, passwordHash);
    const revoked = await revokeUserSessions(tx, userId);
    await enqueueEmail(tx, {
      to: user.username,
      template: 'password_changed',
      props: {
        firstName: user.firstName,
        signInUrl: `${app.url}${app.signInPath}`,
      },
      kind: 'password_changed',
      userId,
    });
    await writeAudit(tx, ctx, {
      action: 'password_reset',
      resourceType: 'user',
      resourceId: userId,
      userId,
      newData: { sessionsRevoked: revoked },
    });
    return user.username;
  });
  // Whoever held the link may sign in from here at once; other addresses' back-off stays.
  await ctx.loginFailures.reset(signInKey(ctx.meta.ip, username));
  // This browser's own session (if any) was one of those revoked.
  if (ctx.sessionId) ctx.cookies.clear();
  return { message: PASSWORD_RESET_MESSAGES.done };
}
