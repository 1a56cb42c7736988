import { AppError, isLanguage, MESSAGES, type Language, type PublicUser } from '@uniguide/domain';
import { queries, type DB, type Kysely, type OwnerScope } from '@uniguide/db';
import type { Context } from './context';
import { sessionIdFromToken } from './services/accounts/session';

// Every session and role check of the API lives here: the procedure builders in trpc.ts, the services'
// owner filters and the upload routes of the server all ask these functions.

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';
export const ADMIN_REQUIRED_MESSAGE = 'Administrator access is required';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const AGENTS_APPLICATION_MESSAGE =
  "Only the application's agent can edit or submit it; admins change its status in the admin console";

/** A request context whose user is signed in (what signedInProcedure and adminProcedure provide). */
export type SignedInContext = Context & { user: PublicUser };

// Tokens are 43 base64url characters; anything much longer is not ours and is not worth hashing.
const MAX_TOKEN_LENGTH = 128;

/** Who a session cookie signs in: an active user with a live session, or nobody (undefined). */
export async function resolveSession(
  db: Kysely<DB>,
  token: string,
): Promise<{ user: PublicUser; sessionId: string; language: Language | null } | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const sessionId = sessionIdFromToken(token);
  const row = await queries.users.findSessionUser(db, sessionId);
  if (!row) return undefined;
  return {
    user: queries.users.toPublicUser(row),
    sessionId,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** The session's user, or 401: every signed-in route starts here. */
export function requireSignedIn(ctx: Context): SignedInContext {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
  return { ...ctx, user: ctx.user };
}

/** The signed-in user when an administrator, else 403. */
export function requireAdmin(ctx: SignedInContext): SignedInContext {
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
  return ctx;
}

/** Sign-in on the admin console's host is for administrators only; agents use the agent app. */
export function requireAppForRole(app: Context['meta']['app'], role: PublicUser['role']): void {
  if (app === 'admin' && role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.adminOnly);
}

/**
 * The one access rule for agents' rows (students, applications, documents, commissions, earnings;
 * docs/decisions/025-agencies.md). Admins see every row; an agency's owner every row of its members
 * (active or not); a counsellor their own rows, which include whatever the owner assigned to them.
 * Anything outside answers exactly like a missing row (404), so ids reveal nothing.
 */
export type Reader = Pick<PublicUser, 'id' | 'role' | 'agencyId' | 'agencyRole'>;

/** The scope a reader's queries run in; undefined = every row (admins). */
export function ownerScope(user: Reader): OwnerScope | undefined {
  if (user.role === 'admin') return undefined;
  if (user.agencyRole === 'owner' && user.agencyId !== null) return { agencyId: user.agencyId };
  return { userId: user.id };
}

/** The scope of lists an agent reads (ownerScope); an admin's own rows in the agent app's lists. */
export function listScope(user: Reader): OwnerScope {
  return ownerScope(user) ?? { userId: user.id };
}

/** Whether the reader may see a row owned by this user of this agency (the same rule as ownerScope). */
export function mayAccessOwnedBy(
  user: Reader,
  owner: { userId: number; agencyId: number | null },
): boolean {
  const scope = ownerScope(user);
  if (scope === undefined) return true;
  if ('agencyId' in scope) return owner.agencyId === scope.agencyId;
  return owner.userId === scope.userId;
}

/**
 * The agent routes that write an application (edit, submit) are its agent's (docs/product.md §5.2):
 * an admin reads any application there but changes another user's only through the admin console,
 * and never touches a draft, which is the agent's private work.
 */
export function requireAgentsOwnApplication(ctx: SignedInContext, row: { userId: number }): void {
  if (ctx.user.role === 'admin' && row.userId !== ctx.user.id)
    throw new AppError('FORBIDDEN', AGENTS_APPLICATION_MESSAGE);
}

/** Another agent's application answers exactly like a missing one, so ids reveal nothing. */
export function applicationNotFound(): AppError {
  return new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
}
