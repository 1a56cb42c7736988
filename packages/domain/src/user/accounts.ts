import { z } from 'zod';
import { ZId } from '../ids';
import { ACCOUNT_MESSAGES, AGENT_APPROVAL_MODES } from './account-rules';
import { ZEmail, ZNewPassword } from './schemas';

/** The console's settings, read and written whole. */
export const ZConsoleSettings = z.object({
  agentApproval: z.enum(AGENT_APPROVAL_MODES, { message: 'Choose how new agents are approved' }),
});
export type ConsoleSettings = z.infer<typeof ZConsoleSettings>;
export const DEFAULT_CONSOLE_SETTINGS: ConsoleSettings = { agentApproval: 'automatic' };

export const ZApproveAgentInput = z.object({ id: ZId });
export const ZDeclineAgentInput = z.object({
  id: ZId,
  reason: z
    .string({ message: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(1000, 'The reason must be at most 1000 characters'),
});
export type DeclineAgentInput = z.infer<typeof ZDeclineAgentInput>;

/** A token from an e-mailed link: url-safe characters only, so nothing else reaches a hash. */
export const zLinkToken = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, message);

export const ZVerifyEmailInput = z.object({ token: zLinkToken(ACCOUNT_MESSAGES.verifyInvalid) });

export const ZChangeEmailInput = z.object({
  email: ZEmail,
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
});
export type ChangeEmailInput = z.infer<typeof ZChangeEmailInput>;

export const ZAdminInviteInput = z.object({ email: ZEmail });
export type AdminInviteInput = z.infer<typeof ZAdminInviteInput>;
export const ZAdminInviteToken = zLinkToken(ACCOUNT_MESSAGES.inviteInvalid);

const requiredName = (message: string) => z.string({ message }).trim().min(1, message).max(100);

/** Becoming an admin from an invitation: the e-mail is the invitation's. */
export const ZAcceptAdminInviteInput = z.object({
  token: ZAdminInviteToken,
  password: ZNewPassword,
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
});
export type AcceptAdminInviteInput = z.infer<typeof ZAcceptAdminInviteInput>;
