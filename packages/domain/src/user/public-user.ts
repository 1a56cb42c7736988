// Who a user is, as every screen shows it: roles, approval, the public shape and the display name.
// No zod here: the first page of each app imports these, and the schemas stay out of its bundle
// (docs/decisions/012-first-page-javascript.md).
import type { AgencyRole } from '../agency/roles';

export const ROLES = ['agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** docs/product.md §2: an agent's approval; admins are always approved. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** What the API returns for a user: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyName: string | null;
  country: string | null;
  phoneNumber: string | null;
  website: string | null;
  role: Role;
  isAdmin: boolean;
  /** The agent's agency and role in it; null for admins. */
  agencyId: number | null;
  agencyRole: AgencyRole | null;
  active: boolean;
  /** Whether the account's current e-mail address was confirmed through a link. */
  emailVerified: boolean;
  /** Agents wait for approval when the console requires it (docs/product.md §2). */
  approvalStatus: ApprovalStatus;
  /** Why an admin declined the agent, shown to them. */
  approvalReason: string | null;
  createdAt: string;
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}
