import { AppError, type PublicUser } from '@uniguide/domain';
import type { Context } from '../../context';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** Another agent's application answers exactly like a missing one, so ids reveal nothing. */
export function applicationNotFound(): AppError {
  return new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
}

export { ownerScope } from '../access';

/** A request context whose user is signed in (what agentProcedure and adminProcedure provide). */
export type SignedInContext = Context & { user: PublicUser };
