import { createHash, randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import {
  ACCOUNT_MESSAGES,
  ADMIN_INVITE_VALID_DAYS,
  AppError,
  type AcceptAdminInviteInput,
  type AdminInviteInput,
  type PublicUser,
} from '@uniguide/domain';
import type { Context } from '../../context';
import type { SignedInContext } from '../../access';
import { auditableUser, DUPLICATE_ACCOUNT_MESSAGE } from './auth';
import { writeAudit } from '../audit/audit';
import { hashPassword } from './password';
import { createSession } from './session';
import { sendAdminInvite } from './account-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the SHA-256 of a link's token is stored, so a leaked table opens nothing. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function inviteInvalid(): AppError {
  return new AppError('NOT_FOUND', ACCOUNT_MESSAGES.inviteInvalid);
}

/**
 * An admin invites another admin by e-mail: the single-use link (ADMIN_INVITE_VALID_DAYS days) goes
 * only to that address, so whoever sets the password has the mailbox; nobody chooses a password for
 * someone else (docs/decisions/027-accounts.md).
 */
export async function inviteAdmin(ctx: SignedInContext, input: AdminInviteInput) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ADMIN_INVITE_VALID_DAYS * DAY_MS);
  const invite = await ctx.db.transaction().execute(async (tx) => {
    if (await queries.users.findUserByUsername(tx, input.email))
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.inviteEmailTaken, [
        { path: 'email', message: ACCOUNT_MESSAGES.inviteEmailTaken },
      ]);
    const row = await queries.accounts.insertAdminInvite(tx, {
      email: input.email,
      tokenHash: linkTokenHash(token),
      invitedBy: ctx.user.id,
      expiresAt,
    });
    await writeAudit(tx, ctx, {
      action: 'admin_invited',
      resourceType: 'admin_invite',
      resourceId: row.id,
      newData: { email: row.email, expiresAt },
    });
    await sendAdminInvite(tx, ctx, { email: row.email, token, invitedBy: ctx.user });
    return row;
  });
  return { id: invite.id, email: invite.email, expiresAt: expiresAt.toISOString() };
}

/** Waiting invitations for the users screen. */
export async function listAdminInvites(ctx: SignedInContext) {
  const rows = await queries.accounts.listWaitingAdminInvites(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    invitedBy: row.invitedBy,
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function revokeAdminInvite(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const row = await queries.accounts.revokeAdminInvite(tx, id);
    if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.inviteNotFound);
    await writeAudit(tx, ctx, {
      action: 'admin_invite_revoked',
      resourceType: 'admin_invite',
      resourceId: id,
      newData: { email: row.email },
    });
  });
}

/** What the accept page shows before the password is chosen; 404 once used, revoked or expired. */
export async function previewAdminInvite(ctx: Context, token: string) {
  const invite = await queries.accounts.findUsableAdminInvite(ctx.db, linkTokenHash(token));
  if (!invite) throw inviteInvalid();
  return { email: invite.email, expiresAt: new Date(invite.expiresAt).toISOString() };
}

/** Creates the admin account (its address proven by the link), uses up the invite and signs in. */
export async function acceptAdminInvite(
  ctx: Context,
  input: AcceptAdminInviteInput,
): Promise<PublicUser> {
  // Hash before the transaction: argon2 is deliberately slow and must not hold a connection.
  const passwordHash = await hashPassword(input.password);
  const { user, session } = await ctx.db.transaction().execute(async (tx) => {
    const invite = await queries.accounts.findUsableAdminInvite(tx, linkTokenHash(input.token), {
      forUpdate: true,
    });
    if (!invite) throw inviteInvalid();
    const row = await queries.users.insertUser(tx, {
      username: invite.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    if (!row)
      throw new AppError('CONFLICT', DUPLICATE_ACCOUNT_MESSAGE, [
        { path: 'token', message: DUPLICATE_ACCOUNT_MESSAGE },
      ]);
    await queries.accounts.markAdminInviteAccepted(tx, invite.id, row.id);
    const session = await createSession(tx, ctx, row.id);
    await writeAudit(tx, ctx, {
      action: 'admin_invite_accepted',
      resourceType: 'admin_invite',
      resourceId: invite.id,
      userId: row.id,
      newData: { ...auditableUser(row) },
    });
    return { user: queries.users.toPublicUser(row), session };
  });
  ctx.cookies.set(session.token, session.expiresAt);
  return user;
}
