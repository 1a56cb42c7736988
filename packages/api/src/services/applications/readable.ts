import { queries, type ApplicationRow } from '@uniguide/db';
import { applicationNotFound, ownerScope, type SignedInContext } from '../../access';
import type { Executor } from '../audit/audit';

/**
 * The application the user may read: an agent's own (or their agency's, as `ownerScope` says), any
 * for an admin; 404 otherwise. `forUpdate` locks its row for the caller's transaction.
 */
export async function readableApplication(
  db: Executor,
  ctx: SignedInContext,
  applicationId: number,
  forUpdate = false,
): Promise<ApplicationRow> {
  const application = await queries.applications.findApplicationRow(db, applicationId, {
    owner: ownerScope(ctx.user),
    forUpdate,
  });
  if (!application) throw applicationNotFound();
  return application;
}
