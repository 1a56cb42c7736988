import type { PublicUser } from '@uniguide/domain';

/** docs/product.md §3: "Welcome" plus the agency name, or the username when the agency name is empty. */
export function greetingName(user: Pick<PublicUser, 'agencyName' | 'username'>): string {
  return user.agencyName?.trim() || user.username;
}
