import type { UserRow } from '@uniguide/db';
import { AppError, ACCOUNT_MESSAGES, type PublicUser } from '@uniguide/domain';
import type { Context } from '../../context';
import type { AuditActor, Executor } from '../audit';

// The account e-mails (docs/decisions/027-accounts.md). Interim: the e-mail queue is not merged yet,
// so nothing is sent; every caller already passes its transaction so the messages commit with it.

type MailActor = AuditActor & Pick<Context, 'config'>;

function link(base: string, path: string, token: string): string {
  return `${base.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

export async function sendVerification(
  _tx: Executor,
  actor: MailActor,
  _user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'role'>,
): Promise<void> {
  void link(actor.config.publicAgentUrl, '/verify-email', '');
}

export async function consumeVerifyToken(
  _tx: Executor,
  _token: string,
): Promise<{ userId: number; email: string }> {
  throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.verifyInvalid);
}

export async function sendEmailChangedNotice(
  _tx: Executor,
  _actor: MailActor,
  _change: { oldEmail: string; user: UserRow },
): Promise<void> {}

export async function sendApprovalDecision(
  _tx: Executor,
  _actor: MailActor,
  _user: UserRow,
): Promise<void> {}

export async function sendAdminInvite(
  _tx: Executor,
  actor: MailActor,
  invite: { email: string; token: string; expiresAt: Date; invitedBy: PublicUser },
): Promise<void> {
  void link(actor.config.publicAdminUrl, '/accept-invite', invite.token);
}
