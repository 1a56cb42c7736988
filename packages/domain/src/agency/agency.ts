import { z } from 'zod';
import { ZId as ZRowId } from '../ids';
import { ZListWindow, ZSearchText, optionalFilter } from '../pagination';
import { aedToFils, percentToBps } from '../commission/commission';
import { ZEmail, ZNewPassword } from '../user/schemas';
import { AGENCY_ROLES } from './roles';

/** An invite link works once, for this many days. */
export const INVITE_VALID_DAYS = 7;

export const AGENCY_MESSAGES = {
  ownerOnly: 'Only the agency owner can do this',
  memberNotFound: 'Member not found',
  agencyNotFound: 'Agency not found',
  inviteInvalid: 'This invitation link is invalid or has expired',
  inviteEmailTaken: 'An account with this email already exists',
  lastOwner: 'An agency needs at least one active owner',
  selfChange: 'You cannot change or deactivate your own membership',
  reassignTarget: 'Choose an active member of your agency to take over',
  reassignSame: 'Choose a different member to take over',
  subAgencyNotFound: 'Sub-agent agency not found',
  subAgencySelf: 'A sub-agent must be another agency',
  splitTargetNotFound: 'Student or application not found',
  agencyInactive: 'This agency has been deactivated',
  inviteNotFound: 'Invitation not found',
} as const;

const ZAgencyRole = z.enum(AGENCY_ROLES, { message: 'Please choose a role' });

export const ZInviteMemberInput = z.object({
  email: ZEmail,
  agencyRole: ZAgencyRole.default('counsellor'),
});
export type InviteMemberInput = z.infer<typeof ZInviteMemberInput>;

/** The token from an invite link: 43 url-safe characters (32 random bytes). */
export const ZInviteToken = z
  .string({ message: AGENCY_MESSAGES.inviteInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, AGENCY_MESSAGES.inviteInvalid);

const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max);

/** Joining an agency: the e-mail is the invite's, the agency name the agency's. */
export const ZAcceptInviteInput = z.object({
  token: ZInviteToken,
  password: ZNewPassword,
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  country: requiredText('Country is required', 100),
  phoneNumber: requiredText('Phone number is required', 40),
});
export type AcceptInviteInput = z.infer<typeof ZAcceptInviteInput>;

/** An owner revokes one of their agency's invitations while it still waits. */
export const ZRevokeInviteInput = z.object({ id: ZRowId });
export const ZMemberRoleInput = z.object({ userId: ZRowId, agencyRole: ZAgencyRole });
export const ZMemberInput = z.object({ userId: ZRowId });
export const ZMemberActiveInput = ZMemberInput.extend({
  active: z.boolean({ message: 'active must be true or false' }),
});
/** The admin's agencies list and its deactivation. */
export const ZAgencyListInput = ZListWindow.extend({ search: optionalFilter(ZSearchText) });
export const ZAgencyActiveInput = z.object({
  id: ZRowId,
  active: z.boolean({ message: 'active must be true or false' }),
});
export const ZReassignInput = z.object({ fromUserId: ZRowId, toUserId: ZRowId });
export const ZAssignStudentInput = z.object({ studentId: ZRowId, toUserId: ZRowId });

export const COMMISSION_SPLIT_KINDS = ['percent', 'fixed'] as const;
export type CommissionSplitKind = (typeof COMMISSION_SPLIT_KINDS)[number];

const ZPercent = z
  .string({ message: 'Enter a percentage between 0.01 and 100' })
  .refine((value) => {
    const bps = percentToBps(value);
    return bps !== null && bps > 0;
  }, 'Enter a percentage between 0.01 and 100');

const ZAed = z
  .string({ message: 'Enter an amount in AED, e.g. 1500 or 1500.50' })
  .refine((value) => (aedToFils(value) ?? 0) > 0, 'Enter an amount in AED, e.g. 1500 or 1500.50');

/** A split set on one student (all their applications) or one application (which wins). */
export const ZCommissionSplitInput = z
  .object({
    target: z.enum(['student', 'application'], { message: 'Choose a student or an application' }),
    targetId: ZRowId,
    subAgencyId: ZRowId,
    share: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: ZPercent }),
      z.object({ kind: z.literal('fixed'), amountAed: ZAed }),
    ]),
  })
  .strict();
export type CommissionSplitInput = z.infer<typeof ZCommissionSplitInput>;

/** The splits picker's agencies: optionally those whose name contains `search`. */
export const ZSubAgencyChoicesInput = z.object({ search: ZSearchText.optional() });

/** How many agencies the splits picker lists at most; a search narrows a longer list. */
export const SUB_AGENCY_CHOICES_LIMIT = 50;

export const ZRemoveSplitInput = z.object({
  target: z.enum(['student', 'application'], { message: 'Choose a student or an application' }),
  targetId: ZRowId,
});

export interface CommissionSplitShare {
  kind: CommissionSplitKind;
  percentBps: number | null;
  amountFils: number | null;
}

/**
 * The sub-agent's part of a commission in fils: a percentage rounds half up on whole fils; a fixed
 * amount never exceeds the commission. The earning agency keeps the rest, so the two add up exactly.
 */
export function splitShareFils(
  commissionFils: number | null,
  share: CommissionSplitShare,
): number | null {
  if (commissionFils === null) return null;
  if (share.kind === 'fixed') return Math.min(share.amountFils ?? 0, commissionFils);
  const product = commissionFils * (share.percentBps ?? 0);
  return Math.floor((product + 5000) / 10_000);
}
