import { createHash, randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import {
  AGENCY_MESSAGES,
  AppError,
  INVITE_VALID_DAYS,
  type AcceptInviteInput,
  type ApprovalStatus,
  type InviteMemberInput,
  type PublicUser,
} from '@uniguide/domain';
import type { Context } from '../../context';
import type { SignedInContext } from '../../access';
import { auditableUser, DUPLICATE_ACCOUNT_MESSAGE } from '../accounts/auth';
import { writeAudit, type Executor } from '../audit/audit';
import { readConsoleSettings } from '../accounts/settings';
import { sendAgencyInvite } from '../accounts/account-mail';
import { startVerification } from '../accounts/verification';
import { hashPassword } from '../accounts/password';
import { AGENCY_INVITE_LIMIT, countSend } from '../accounts/send-limits';
import { createSession } from '../accounts/session';
import { requireOwner } from './owner';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the SHA-256 of an invite token is stored, so a leaked table opens no agency. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function inviteLink(publicAgentUrl: string, token: string): string {
  return `${publicAgentUrl.replace(/\/$/, '')}/join?token=${encodeURIComponent(token)}`;
}

function inviteInvalid(): AppError {
  return new AppError('NOT_FOUND', AGENCY_MESSAGES.inviteInvalid);
}

/**
 * An owner invites someone by e-mail: a single-use link valid for INVITE_VALID_DAYS days, e-mailed to
 * them and also answered to the owner (to copy) because only its hash is kept. The answer is the same
 * whether or not the address has an account (docs/product.md §5.5). Limited per owner and per client
 * address (429).
 */
export async function inviteMember(context: SignedInContext, input: InviteMemberInput) {
  const ctx = requireOwner(context);
  await countSend(ctx, AGENCY_INVITE_LIMIT, ctx.user.id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);
  const link = inviteLink(ctx.config.publicAgentUrl, token);
  const invite = await ctx.db.transaction().execute(async (tx) => {
    // An address that has an account is invited like any other, so the answer tells the owner
    // nothing about who has an account; accepting decides (the join is refused for it).
    const row = await queries.agencies.insertInvite(tx, {
      agencyId: ctx.user.agencyId,
      email: input.email,
      agencyRole: input.agencyRole,
      tokenHash: inviteTokenHash(token),
      invitedBy: ctx.user.id,
      expiresAt,
    });
    await writeAudit(tx, ctx, {
      action: 'agency_member_invited',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      newData: { inviteId: row.id, email: row.email, agencyRole: row.agencyRole, expiresAt },
    });
    const agency = await queries.agencies.findAgency(tx, ctx.user.agencyId);
    await sendAgencyInvite(tx, {
      email: row.email,
      link,
      agencyName: agency?.name ?? ctx.user.agencyName ?? 'an agency',
      role: row.agencyRole,
      invitedBy: ctx.user,
      validDays: INVITE_VALID_DAYS,
      language: ctx.language,
    });
    return row;
  });
  return {
    id: invite.id,
    email: invite.email,
    agencyRole: invite.agencyRole,
    expiresAt: expiresAt.toISOString(),
    link,
    /** false: no mail server is set, so the e-mail waits in the Outbox and the owner passes the link on. */
    emailed: ctx.config.mailDelivery === 'smtp',
  };
}

/**
 * An owner revokes an invitation that still waits: its link stops working at once. Another agency's
 * invitation, or one already used, revoked or expired, answers 404 like a missing one.
 */
export async function revokeInvite(context: SignedInContext, id: number) {
  const ctx = requireOwner(context);
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.agencies.revokeInvite(tx, ctx.user.agencyId, id);
    if (!row) throw new AppError('NOT_FOUND', AGENCY_MESSAGES.inviteNotFound);
    await writeAudit(tx, ctx, {
      action: 'agency_invite_revoked',
      resourceType: 'agency',
      resourceId: ctx.user.agencyId,
      newData: { inviteId: row.id, email: row.email, agencyRole: row.agencyRole },
    });
    return { id: row.id, email: row.email };
  });
}

/** What the join page shows before the password is chosen; 404 once used, revoked or expired. */
export async function previewInvite(ctx: Context, token: string) {
  const invite = await queries.agencies.findUsableInvite(ctx.db, inviteTokenHash(token));
  if (!invite) throw inviteInvalid();
  return {
    email: invite.email,
    agencyName: invite.agencyName,
    agencyRole: invite.agencyRole,
    expiresAt: new Date(invite.expiresAt).toISOString(),
  };
}

/**
 * A member joins with their inviter's standing: an approved owner vouches for the people they invite;
 * a pending one's invitees wait with them (or, with the inviter gone, the console's rule applies).
 */
async function joinerApproval(tx: Executor, invitedBy: number | null): Promise<ApprovalStatus> {
  const inviter = invitedBy === null ? undefined : await queries.users.findUserById(tx, invitedBy);
  if (inviter) return inviter.role === 'admin' ? 'approved' : inviter.approvalStatus;
  const settings = await readConsoleSettings(tx);
  return settings.agentApproval === 'required' ? 'pending' : 'approved';
}

/** Creates the invited account in the agency, uses up the invite and signs the new member in. */
export async function acceptInvite(ctx: Context, input: AcceptInviteInput): Promise<PublicUser> {
  // Hash before the transaction: argon2 is deliberately slow and must not hold a connection.
  const passwordHash = await hashPassword(input.password);
  const { user, session } = await ctx.db.transaction().execute(async (tx) => {
    const invite = await queries.agencies.findUsableInvite(tx, inviteTokenHash(input.token), {
      forUpdate: true,
    });
    if (!invite) throw inviteInvalid();
    const row = await queries.users.insertUser(tx, {
      approvalStatus: await joinerApproval(tx, invite.invitedBy),
      username: invite.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      agencyName: invite.agencyName,
      country: input.country,
      phoneNumber: input.phoneNumber,
      role: 'agent',
      agencyId: invite.agencyId,
      agencyRole: invite.agencyRole,
    });
    if (!row)
      throw new AppError('CONFLICT', DUPLICATE_ACCOUNT_MESSAGE, [
        { path: 'token', message: DUPLICATE_ACCOUNT_MESSAGE },
      ]);
    await queries.agencies.markInviteAccepted(tx, invite.id, row.id);
    await startVerification(tx, ctx, row);
    const session = await createSession(tx, ctx, row.id);
    await writeAudit(tx, ctx, {
      action: 'agency_invite_accepted',
      resourceType: 'agency',
      resourceId: invite.agencyId,
      userId: row.id,
      newData: { inviteId: invite.id, ...auditableUser(row), agencyRole: row.agencyRole },
    });
    return { user: queries.users.toPublicUser(row), session };
  });
  ctx.cookies.set(session.token, session.expiresAt);
  return user;
}
