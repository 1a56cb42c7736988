import { queries, type ApplicationRow } from '@uniguide/db';
import { AppError, missingDocumentsMessage, type ApplicationChecklist } from '@uniguide/domain';
import { applicationNotFound, ownerScope, type SignedInContext } from '../../access';
import type { Executor } from '../audit';

/** The live checklist of an application the user may read (owner's scope, or any for admins). */
export async function loadChecklist(
  ctx: SignedInContext,
  applicationId: number,
): Promise<ApplicationChecklist> {
  const application = await queries.findApplicationRow(ctx.db, applicationId, {
    owner: ownerScope(ctx.user),
  });
  if (!application) throw applicationNotFound();
  return queries.applicationChecklist(ctx.db, applicationId);
}

/**
 * The submit gate (docs/decisions/024-application-conversation.md): a move to submitted is refused
 * (409) while a to_submit document is missing, whichever door it comes through (application.submit,
 * application.update, their REST rows). Runs inside the move's transaction, under its row lock.
 */
export async function assertSubmittable(tx: Executor, application: ApplicationRow): Promise<void> {
  const checklist = await queries.applicationChecklist(tx, application.id);
  if (checklist.missingToSubmit.length === 0) return;
  throw new AppError(
    'CONFLICT',
    missingDocumentsMessage(checklist.missingToSubmit),
    checklist.missingToSubmit.map((type) => ({
      path: `documents.${type}`,
      message: missingDocumentsMessage([type]),
    })),
  );
}
