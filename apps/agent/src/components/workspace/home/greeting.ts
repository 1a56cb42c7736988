import type { PublicUser } from '@uniguide/domain';

/**
 * docs/product.md §3: "Welcome" plus the agency name, or the username when the agency name is
 * empty. A counsellor, who joined someone else's agency by invitation, is greeted by their own name.
 */
export function greetingName(
  user: Pick<PublicUser, 'agencyName' | 'username' | 'agencyRole' | 'firstName'>,
): string {
  if (user.agencyRole === 'counsellor' && user.firstName?.trim()) return user.firstName.trim();
  return user.agencyName?.trim() || user.username;
}
