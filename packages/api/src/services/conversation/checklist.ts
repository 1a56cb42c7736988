import { queries, type ApplicationRow } from '@uniguide/db';
import {
  AppError,
  gateHoldsMessage,
  isWithAdminTeam,
  missingDocumentsMessage,
  type ApplicationChecklist,
  type ApplicationStatus,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import type { Executor } from '../audit/audit';
import { readableApplication } from '../applications/readable';

/** The live checklist of an application the user may read (owner's scope, or any for admins). */
export async function loadChecklist(
  ctx: SignedInContext,
  applicationId: number,
): Promise<ApplicationChecklist> {
  await readableApplication(ctx.db, ctx, applicationId);
  return queries.documents.applicationChecklist(ctx.db, applicationId);
}

/**
 * The submit gate (docs/decisions/024-application-conversation.md): a move to submitted is refused
 * (409) while a to_submit document is missing, whichever door it comes through (application.submit,
 * application.update, their REST rows). Runs inside the move's transaction, under its row lock.
 */
export async function assertSubmittable(tx: Executor, application: ApplicationRow): Promise<void> {
  const checklist = await queries.documents.applicationChecklist(tx, application.id);
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

/**
 * The submit gate after submitting (docs/product.md §5.2): an agent's change to the documents of an
 * application with the admin team (removing one, retyping one, replacing one) is refused (409) when
 * it would leave a to_submit type missing that was there before. Call it with the application's
 * lock held: `change` runs, then the checklist is compared, inside the caller's transaction.
 */
export async function keepingSubmitGate<T>(
  tx: Executor,
  ctx: { user: Pick<SignedInContext['user'], 'role'> | null },
  applications: ReadonlyArray<{ id: number; status: ApplicationStatus }>,
  change: () => Promise<T>,
): Promise<T> {
  // The student, uploading through their link (user null), is held to the gate as the agent is.
  const guarded =
    ctx.user?.role === 'admin'
      ? []
      : applications.filter((application) => isWithAdminTeam(application.status));
  const before = new Map<number, Set<string>>();
  for (const application of guarded) {
    const checklist = await queries.documents.applicationChecklist(tx, application.id);
    before.set(application.id, new Set(checklist.missingToSubmit));
  }
  const result = await change();
  for (const application of guarded) {
    const checklist = await queries.documents.applicationChecklist(tx, application.id);
    const lost = checklist.missingToSubmit.filter((type) => !before.get(application.id)!.has(type));
    if (lost.length > 0) {
      throw new AppError(
        'CONFLICT',
        gateHoldsMessage(lost),
        lost.map((type) => ({ path: `documents.${type}`, message: gateHoldsMessage([type]) })),
      );
    }
  }
  return result;
}
