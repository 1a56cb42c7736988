import { AGENCY_MESSAGES, AppError } from '@uniguide/domain';
import type { SignedInContext } from '../../access';

/** An agent's context whose user owns their agency: members, invites, splits and payouts are theirs. */
export type OwnerContext = SignedInContext & { user: { agencyId: number; agencyRole: 'owner' } };

export function requireOwner(ctx: SignedInContext): OwnerContext {
  if (ctx.user.role !== 'agent' || ctx.user.agencyRole !== 'owner' || ctx.user.agencyId === null)
    throw new AppError('FORBIDDEN', AGENCY_MESSAGES.ownerOnly);
  return ctx as OwnerContext;
}

/** A member of another agency (or nobody) answers exactly like a missing one, as every 404 does. */
export function memberNotFound(): AppError {
  return new AppError('NOT_FOUND', AGENCY_MESSAGES.memberNotFound);
}
