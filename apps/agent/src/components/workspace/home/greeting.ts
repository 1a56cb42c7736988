import type { PublicUser } from '@uniguide/domain';

/** Spec §2: "Welcome" plus the agency name, or the username when the agency name is empty. */
export function greetingName(user: Pick<PublicUser, 'agencyName' | 'username'>): string {
  return user.agencyName?.trim() || user.username;
}
