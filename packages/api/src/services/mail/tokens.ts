import { createHash, randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import type { Executor } from '../audit/audit';

/** What a single-use account token is for; each purpose has its own lifetime, chosen by the caller. */
export type AuthTokenPurpose = 'password_reset' | 'verify_email' | 'admin_invite';

export const PASSWORD_RESET_TTL_MINUTES = 30;
export const INVALID_TOKEN_MESSAGE =
  'This link is invalid or has expired. Please ask for a new one.';

const TOKEN_BYTES = 32;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a single-use token for the user and answers the raw token (for the e-mailed link). Only its
 * SHA-256 is stored, with the account's current address: the token stops working if the address
 * changes, and issuing a new one retires the user's earlier tokens of the same purpose.
 */
export async function issueAuthToken(
  tx: Executor,
  input: { userId: number; purpose: AuthTokenPurpose; ttlMinutes: number },
): Promise<string> {
  const user = await queries.users.findUserById(tx, input.userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await queries.accounts.retireAuthTokens(tx, user.id, input.purpose);
  await queries.accounts.insertAuthToken(tx, {
    userId: user.id,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: user.username,
    expiresAt: new Date(Date.now() + input.ttlMinutes * 60_000),
  });
  return token;
}

/**
 * Uses a token once and answers its user's id. Unknown, used, expired, other-purpose tokens and tokens
 * of an account whose address changed since all get the same AppError.
 */
export async function consumeAuthToken(
  tx: Executor,
  input: { token: string; purpose: AuthTokenPurpose },
): Promise<number> {
  const used = await queries.accounts.useAuthToken(tx, hashToken(input.token), input.purpose);
  const user = used ? await queries.users.findUserById(tx, used.userId) : undefined;
  if (!used || !user || user.username !== used.email) {
    throw new AppError('BAD_REQUEST', INVALID_TOKEN_MESSAGE);
  }
  // One use ends them all: any other link of the same purpose is spent too.
  await queries.accounts.retireAuthTokens(tx, user.id, input.purpose);
  return user.id;
}
