import type { OwnerScope } from '@uniguide/db';
import type { PublicUser } from '@uniguide/domain';

/**
 * The one access rule for agents' rows (students, applications, documents, commissions, earnings;
 * docs/decisions/025-agencies.md). Admins see every row; an agency's owner every row of its members
 * (active or not); a counsellor their own rows, which include whatever the owner assigned to them.
 * Anything outside answers exactly like a missing row (404), so ids reveal nothing.
 */
export type Reader = Pick<PublicUser, 'id' | 'role' | 'agencyId' | 'agencyRole'>;

/** The scope a reader's queries run in; undefined = every row (admins). */
export function ownerScope(user: Reader): OwnerScope | undefined {
  if (user.role === 'admin') return undefined;
  if (user.agencyRole === 'owner' && user.agencyId !== null) return { agencyId: user.agencyId };
  return { userId: user.id };
}

/** The reader's own rows only, whatever their role (lists of "mine", e.g. the admin's own students). */
export function ownRows(user: Reader): OwnerScope {
  return { userId: user.id };
}

/** The scope for lists an agent reads: ownerScope for agents; an admin's own rows. */
export function listScope(user: Reader): OwnerScope {
  return ownerScope(user) ?? ownRows(user);
}

/** Whether the reader may see a row owned by this user of this agency (same rule as ownerScope). */
export function mayAccessOwnedRow(
  user: Reader,
  owner: { userId: number; agencyId: number | null },
): boolean {
  const scope = ownerScope(user);
  if (scope === undefined) return true;
  if ('agencyId' in scope) return owner.agencyId === scope.agencyId;
  return owner.userId === scope.userId;
}
