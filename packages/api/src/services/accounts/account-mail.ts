import type { UserRow } from '@uniguide/db';
import {
  ACCOUNT_MESSAGES,
  ADMIN_INVITE_VALID_DAYS,
  AppError,
  displayName,
  ONBOARDING_PATH,
  VERIFY_EMAIL_VALID_MINUTES,
  type AgencyRole,
  type Language,
  type PublicUser,
} from '@uniguide/domain';
import type { Context } from '../../context';
import type { AuditActor, Executor } from '../audit/audit';
import { consumeAuthToken, enqueueEmail, issueAuthToken, languageForAddress } from '../mail';

// The account e-mails (docs/decisions/027-accounts.md). Each is enqueued in the caller's
// transaction, so a refused change sends nothing.

type MailActor = AuditActor & Pick<Context, 'config'>;

function link(base: string, path: string, token?: string): string {
  const url = `${base.replace(/\/$/, '')}${path}`;
  return token === undefined ? url : `${url}?token=${encodeURIComponent(token)}`;
}

/** A fresh verification link to the account's current address (older links stop working). */
export async function sendVerification(
  tx: Executor,
  actor: MailActor,
  user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'role'>,
  options: { changed?: boolean } = {},
): Promise<void> {
  const token = await issueAuthToken(tx, {
    userId: user.id,
    purpose: 'verify_email',
    ttlMinutes: VERIFY_EMAIL_VALID_MINUTES,
  });
  await enqueueEmail(tx, {
    to: user.username,
    template: 'verify_email',
    props: {
      firstName: user.firstName,
      verifyUrl: link(actor.config.publicAgentUrl, '/verify-email', token),
      validDays: Math.round(VERIFY_EMAIL_VALID_MINUTES / (24 * 60)),
      changed: options.changed ?? false,
    },
    kind: 'verify_email',
    userId: user.id,
  });
}

/** Uses a verification link: the account it belongs to, if it still has the address it went to. */
export async function consumeVerifyToken(tx: Executor, token: string): Promise<number> {
  try {
    return await consumeAuthToken(tx, { token, purpose: 'verify_email' });
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.verifyInvalid);
    throw error;
  }
}

/** Tells the old address that the account's e-mail changed. */
export async function sendEmailChangedNotice(
  tx: Executor,
  _actor: MailActor,
  change: { oldEmail: string; user: UserRow },
): Promise<void> {
  await enqueueEmail(tx, {
    to: change.oldEmail,
    template: 'email_changed',
    props: { firstName: change.user.firstName, newEmail: change.user.username },
    kind: 'email_changed',
    userId: change.user.id,
  });
}

/** The agent's answer from the approval queue, with the reason for a decline. */
export async function sendApprovalDecision(
  tx: Executor,
  actor: MailActor,
  user: UserRow,
): Promise<void> {
  if (user.approvalStatus === 'pending') return;
  await enqueueEmail(tx, {
    to: user.username,
    template: 'agent_approval',
    props: {
      firstName: user.firstName,
      decision: user.approvalStatus,
      reason: user.approvalReason,
      dashboardUrl: link(actor.config.publicAgentUrl, '/dashboard'),
      onboardingUrl: link(actor.config.publicAgentUrl, ONBOARDING_PATH),
    },
    kind: `agent_${user.approvalStatus}`,
    userId: user.id,
  });
}

/** An invitation e-mail, in `language` unless the address already has an account that chose one. */
async function enqueueInvitation(
  tx: Executor,
  invite: {
    email: string;
    invitedBy: PublicUser;
    agencyName: string | null;
    role: AgencyRole | 'admin';
    acceptUrl: string;
    validDays: number;
    kind: string;
    language: Language;
  },
): Promise<void> {
  await enqueueEmail(tx, {
    to: invite.email,
    template: 'invitation',
    props: {
      inviterName: displayName(invite.invitedBy),
      agencyName: invite.agencyName,
      role: invite.role,
      acceptUrl: invite.acceptUrl,
      validDays: invite.validDays,
    },
    kind: invite.kind,
    language: await languageForAddress(tx, invite.email, invite.language),
  });
}

/**
 * The admin invitation: the only place its link ever appears. Written in the inviter's language
 * (their request's, `ctx.language`), unless the address already has an account that chose one
 * (docs/decisions/079-email-language.md).
 */
export async function sendAdminInvite(
  tx: Executor,
  actor: MailActor & Pick<Context, 'language'>,
  invite: { email: string; token: string; invitedBy: PublicUser },
): Promise<void> {
  await enqueueInvitation(tx, {
    email: invite.email,
    invitedBy: invite.invitedBy,
    agencyName: null,
    role: 'admin',
    acceptUrl: link(actor.config.publicAdminUrl, '/accept-invite', invite.token),
    validDays: ADMIN_INVITE_VALID_DAYS,
    kind: 'admin_invite',
    language: actor.language,
  });
}

/**
 * An agency owner's invitation (the owner also gets the link to copy, decision 025), in the
 * owner's language as for an admin's invitation (decision 079).
 */
export async function sendAgencyInvite(
  tx: Executor,
  invite: {
    email: string;
    link: string;
    agencyName: string;
    role: AgencyRole;
    invitedBy: PublicUser;
    validDays: number;
    /** The inviter's language (`ctx.language`). */
    language: Language;
  },
): Promise<void> {
  await enqueueInvitation(tx, {
    ...invite,
    acceptUrl: invite.link,
    kind: 'agency_invite',
  });
}
