// Account rules every screen may show: approval modes and clocks, link lifetimes and messages. No zod
// here, so the apps' first pages can import them without the schemas
// (docs/decisions/012-first-page-javascript.md).
import type { ApprovalStatus } from './public-user';

/** The console setting for new agents: let them straight in (the default) or queue them for approval. */
export const AGENT_APPROVAL_MODES = ['automatic', 'required'] as const;
export type AgentApprovalMode = (typeof AGENT_APPROVAL_MODES)[number];
export const AGENT_APPROVAL_MODE_LABELS: Record<AgentApprovalMode, string> = {
  automatic: 'Approve new agents automatically',
  required: 'Require approval',
};

/** The landing page promises approval within 48 hours; the queue counts down from sign-up. */
export const APPROVAL_CLOCK_HOURS = 48;
/** An admin invitation link works once, for this many days. */
export const ADMIN_INVITE_VALID_DAYS = 7;
/** A verification link works for this long. */
export const VERIFY_EMAIL_VALID_MINUTES = 3 * 24 * 60;

export const ACCOUNT_MESSAGES = {
  pendingApproval:
    'Your account is waiting for approval. You can save drafts, and submit them once an admin approves your account.',
  declined:
    'Your account was not approved, so applications cannot be submitted. Please contact us if you think this is a mistake.',
  notPending: 'This agent is not waiting for approval',
  agentNotFound: 'Agent not found',
  verifyInvalid: 'This verification link is invalid or has expired',
  verified: 'Your email address is verified',
  alreadyVerified: 'Your email address is already verified',
  verificationSent: 'We sent a new verification link to your email address',
  unverifiedBanner:
    'Please verify your email address. We sent you a link when your account was created.',
  emailUnchanged: 'This is already your email address',
  wrongPassword: 'Current password is incorrect',
  emailChanged: 'Email address changed. Please verify the new address with the link we sent.',
  inviteInvalid: 'This invitation link is invalid or has expired',
  inviteEmailTaken: 'An account with this email already exists',
  inviteNotFound: 'Invitation not found',
  settingsSaved: 'Settings saved',
} as const;

/** Whole hours left on an agent's approval clock (negative once overdue). */
export function approvalHoursLeft(registeredAt: Date | string, now: Date = new Date()): number {
  const due = new Date(registeredAt).getTime() + APPROVAL_CLOCK_HOURS * 3_600_000;
  const left = (due - now.getTime()) / 3_600_000;
  return left >= 0 ? Math.floor(left) : -Math.max(1, Math.floor(-left));
}

/** "Answer due in 5 h" / "3 h past the 48-hour promise" for the approval queue, in plain words. */
export function approvalClockLabel(hoursLeft: number): string {
  return hoursLeft >= 0
    ? `Answer due in ${hoursLeft} h`
    : `${-hoursLeft} h past the ${APPROVAL_CLOCK_HOURS}-hour promise`;
}

/** Why an agent may not submit yet, or null when they may (docs/product.md §2). */
export function submitBlockedReason(user: {
  role: string;
  approvalStatus: ApprovalStatus;
}): string | null {
  if (user.role === 'admin' || user.approvalStatus === 'approved') return null;
  return user.approvalStatus === 'declined'
    ? ACCOUNT_MESSAGES.declined
    : ACCOUNT_MESSAGES.pendingApproval;
}
