import { AppError } from '@uniguide/domain';
import type { Context } from '../../context';
import { waitText, type BackoffPolicy } from './auth-throttle';

// E-mails a signed-in user can make the server send to an address of their choosing, limited per
// account and per client address (docs/decisions/034-mail-pace-tokens-and-restarts.md): each is
// mail to someone who may never have asked for it, and each takes a place in the urgent queue.

const WINDOW_MS = 15 * 60_000;

/** `count` sends, then none until WINDOW_MS after the last one; forgotten WINDOW_MS after it. */
function sendsPer(count: number): BackoffPolicy {
  return {
    freeFailures: count,
    baseDelayMs: WINDOW_MS,
    maxDelayMs: WINDOW_MS,
    memoryMs: WINDOW_MS,
  };
}

export interface SendLimit {
  /** Names the counters (with the account id or the client address). */
  name: string;
  /** Sends per account and per client address for an allowance of MAIL_RATE_LIMIT. */
  perAccount(mailRateLimit: number): number;
  perAddress(mailRateLimit: number): number;
  /** The 429's message, for a wait of `ms`. */
  refusal(ms: number): string;
}

/**
 * The banner's "resend": 3 links per account (someone who did not get two will not get a fourth),
 * and twice MAIL_RATE_LIMIT per client address, then a 15-minute pause.
 */
export const VERIFICATION_RESEND_LIMIT: SendLimit = {
  name: 'verification-resend',
  perAccount: () => 3,
  perAddress: (limit) => 2 * limit,
  refusal: (ms) => `Too many verification e-mails. Please try again in ${waitText(ms)}.`,
};

/** An owner's invitations: MAIL_RATE_LIMIT per owner, twice that per client address. */
export const AGENCY_INVITE_LIMIT: SendLimit = {
  name: 'agency-invite',
  perAccount: (limit) => limit,
  perAddress: (limit) => 2 * limit,
  refusal: (ms) => `Too many invitations. Please try again in ${waitText(ms)}.`,
};

/**
 * Counts one send against the account's and the client address's allowance, or refuses it with
 * 429 when either is spent. Counted when asked, whatever follows, so that parallel requests cannot
 * all slip through before the first is counted.
 */
export async function countSend(
  ctx: Pick<Context, 'config' | 'loginFailures' | 'meta'>,
  limit: SendLimit,
  userId: number,
): Promise<void> {
  const allowance = ctx.config.mailRateLimit;
  const counters = [
    { key: `${limit.name}:user:${userId}`, policy: sendsPer(limit.perAccount(allowance)) },
    {
      key: `${limit.name}:ip:${ctx.meta.ip ?? 'unknown'}`,
      policy: sendsPer(limit.perAddress(allowance)),
    },
  ];
  const waits = await Promise.all(
    counters.map(({ key, policy }) => ctx.loginFailures.retryAfterMs(key, policy)),
  );
  const wait = Math.max(...waits);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', limit.refusal(wait));
  await Promise.all(
    counters.map(({ key, policy }) => ctx.loginFailures.recordFailure(key, policy)),
  );
}
