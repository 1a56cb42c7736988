import { queries, type UserRow } from '@uniguide/db';
import {
  AGENCY_MESSAGES,
  AppError,
  MESSAGES,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  type Role,
} from '@uniguide/domain';
import type { Context } from '../../context';
import { requireAppForRole } from '../../access';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { signInKey, signInWaitMessage } from './auth-throttle';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password';
import { createSession, endSession } from './session';
import { readConsoleSettings } from './settings';
import { startVerification } from './verification';

export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists';

/** The user fields an audit row may show (the row itself carries the password hash). */
export function auditableUser(row: UserRow): Record<string, unknown> {
  return {
    username: row.username,
    ...queries.users.userProfile(row),
    role: row.role,
    active: row.active,
    approvalStatus: row.approvalStatus,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export interface NewAccount {
  username: string;
  password: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  agencyName?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
}

/**
 * Creates an account outside a request (demo seed, CLI, first admin from the environment) and audits it.
 * Undefined when the email is already taken.
 */
export async function createAccount(
  executor: Executor,
  actor: AuditActor,
  account: NewAccount,
): Promise<UserRow | undefined> {
  const { password, ...profile } = account;
  const passwordHash = await hashPassword(password);
  const run = async (tx: Executor) => {
    // An operator's account (seed, CLI, first admin) is taken as verified and approved.
    const row = await queries.users.insertUser(tx, {
      ...profile,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    if (row) {
      await writeAudit(tx, actor, {
        action: 'user_created',
        resourceType: 'user',
        resourceId: row.id,
        newData: auditableUser(row),
      });
    }
    return row;
  };
  return executor.isTransaction ? run(executor) : executor.transaction().execute(run);
}

/**
 * Registration always creates an agent, whatever role the payload claims, and signs them in. The agent
 * waits for approval when the console requires it, and gets a link to verify the address.
 */
export async function registerAgent(ctx: Context, input: RegisterInput): Promise<PublicUser> {
  // Hash before the transaction: argon2 is deliberately slow and must not hold a connection.
  const passwordHash = await hashPassword(input.password);
  const { user, session } = await ctx.db.transaction().execute(async (tx) => {
    const settings = await readConsoleSettings(tx);
    const row = await queries.users.insertUser(tx, {
      username: input.username,
      passwordHash,
      approvalStatus: settings.agentApproval === 'required' ? 'pending' : 'approved',
      firstName: input.firstName,
      lastName: input.lastName,
      agencyName: input.agencyName,
      country: input.country,
      phoneNumber: input.phoneNumber,
      role: 'agent',
      // The language the sign-up was made in (cookie, else Accept-Language; decision 069) is saved
      // with the account, so the verification link and every later e-mail are written in it.
      language: ctx.language,
    });
    if (!row) {
      throw new AppError('CONFLICT', DUPLICATE_ACCOUNT_MESSAGE, [
        { path: 'username', message: DUPLICATE_ACCOUNT_MESSAGE },
      ]);
    }
    const session = await createSession(tx, ctx, row.id);
    await writeAudit(tx, ctx, {
      action: 'user_registered',
      resourceType: 'user',
      resourceId: row.id,
      userId: row.id,
      newData: { ...auditableUser(row), language: row.language },
    });
    await startVerification(tx, ctx, row);
    return { user: queries.users.toPublicUser(row), session };
  });
  ctx.cookies.set(session.token, session.expiresAt);
  return user;
}

/**
 * Checks the credentials and opens a new session. Unknown email and wrong password get the same answer
 * in the same time; the inactive and admin-console refusals come only after a correct password, so they
 * tell nothing to someone guessing.
 */
export async function signIn(ctx: Context, input: LoginInput): Promise<PublicUser> {
  // This client's failures at this account only: guesses from elsewhere cannot lock its owner out.
  const key = signInKey(ctx.meta.ip, input.username);
  const wait = await ctx.loginFailures.retryAfterMs(key);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', signInWaitMessage(wait));
  const row = await queries.users.findUserByUsername(ctx.db, input.username);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!row || !valid) {
    await ctx.loginFailures.recordFailure(key);
    if (row) {
      await writeAudit(ctx.db, ctx, {
        action: 'user_login_failed',
        resourceType: 'user',
        resourceId: row.id,
        userId: row.id,
        newData: { reason: 'wrong password', app: ctx.meta.app },
      });
    }
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  }
  await ctx.loginFailures.reset(key);
  if (!row.active) throw new AppError('FORBIDDEN', MESSAGES.inactiveAccount);
  if (row.role === 'agent' && row.agencyId !== null) {
    const agency = await queries.agencies.findAgency(ctx.db, row.agencyId);
    if (!agency?.active) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.agencyInactive);
  }
  requireAppForRole(ctx.meta.app, row.role);

  const session = await ctx.db.transaction().execute(async (tx) => {
    const created = await createSession(tx, ctx, row.id);
    await writeAudit(tx, ctx, {
      action: 'user_login',
      resourceType: 'user',
      resourceId: row.id,
      userId: row.id,
      newData: { app: ctx.meta.app },
    });
    return created;
  });
  ctx.cookies.set(session.token, session.expiresAt);
  return queries.users.toPublicUser(row);
}

/** Revokes the current session and clears the cookie; a no-op apart from the cookie when signed out. */
export async function signOut(ctx: Context): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    await endSession(tx, ctx);
    if (ctx.user) {
      await writeAudit(tx, ctx, {
        action: 'user_logout',
        resourceType: 'user',
        resourceId: ctx.user.id,
      });
    }
  });
}
