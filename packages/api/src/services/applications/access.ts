import { AppError, type PublicUser } from '@uniguide/domain';
import type { Context } from '../../context';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** Another agent's application answers exactly like a missing one, so ids reveal nothing. */
export function applicationNotFound(): AppError {
  return new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
}

/** The owner filter for reads and writes: agents see their own applications, admins see all. */
export function ownerScope(user: Pick<PublicUser, 'id' | 'role'>): number | undefined {
  return user.role === 'admin' ? undefined : user.id;
}

/** A request context whose user is signed in (what agentProcedure and adminProcedure provide). */
export type SignedInContext = Context & { user: PublicUser };
