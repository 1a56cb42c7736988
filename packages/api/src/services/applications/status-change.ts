import { queries, type ApplicationRow } from '@uniguide/db';
import {
  AppError,
  DRAFT_STATUS_LOCKED_MESSAGE,
  canAdminMove,
  detailsForStatus,
  forwardingGaps,
  forwardingGapsMessage,
  type ChangeStatusInput,
} from '@uniguide/domain';
import { applicationNotFound, type SignedInContext } from '../../access';
import { pickValues } from './fields';
import { statusEffects } from './status-effects';
import { loadApplicationView, type ApplicationView } from './view';
import { writeAudit, type Executor } from '../audit/audit';
import { syncCommission } from '../commissions/commissions';
import { notifyStatusChange } from '../notifications/notifications';

export const SAME_STATUS_MESSAGE = 'The new status must differ from the current one';
export const BACK_TO_DRAFT_MESSAGE =
  "An application cannot go back to draft: a draft is the agent's work before they submit it";

const AUDITED_COLUMNS = [
  'status',
  'adminNotes',
  'rejectionReason',
  'conditionalOfferTerms',
  'paymentConfirmation',
  'submittedToUniversityDate',
  'submittedAt',
] as const;

/** An empty text clears the column; an absent one leaves it as it is. */
function text(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === '' ? null : value;
}

/**
 * The admin's status change (docs/product.md §5.2). The row lock (SELECT … FOR UPDATE) makes concurrent
 * changes queue, so each one starts from the status the previous one left and the history is a
 * single chain.
 */
export async function changeApplicationStatus(
  ctx: SignedInContext,
  input: ChangeStatusInput,
): Promise<ApplicationView> {
  await ctx.db.transaction().execute(async (tx) => {
    const row = await queries.applications.findApplicationRow(tx, input.id, { forUpdate: true });
    if (!row) throw applicationNotFound();
    await applyStatusChange(tx, ctx, row, input);
  });
  return loadApplicationView(ctx.db, input.id, ctx.user, 'admin');
}

/**
 * The one home of an admin's status move, inside the caller's transaction and after its row lock:
 * the rules, the history row, the audit row, the commission (earned on `completed`, reversed on
 * leaving it) and the agent's notification. The status dialog and the journey's "registered" stage
 * (services/journey/journey.ts) both come through here.
 */
export async function applyStatusChange(
  tx: Executor,
  ctx: SignedInContext,
  row: ApplicationRow,
  input: ChangeStatusInput,
): Promise<ApplicationRow> {
  // A draft is the agent's until they submit it (docs/decisions/024-application-conversation.md).
  if (row.status === 'draft') throw new AppError('CONFLICT', DRAFT_STATUS_LOCKED_MESSAGE);
  if (!canAdminMove(row.status, input.status)) {
    const message = input.status === 'draft' ? BACK_TO_DRAFT_MESSAGE : SAME_STATUS_MESSAGE;
    throw new AppError('BAD_REQUEST', message, [{ path: 'status', message }]);
  }
  // The forward is guarded: unverified required documents are listed, and the admin confirms.
  const gaps =
    input.status === 'submitted-to-university'
      ? forwardingGaps(await queries.documents.applicationChecklist(tx, row.id))
      : [];
  if (gaps.length > 0 && input.confirmForwarding !== true) {
    throw new AppError(
      'CONFLICT',
      forwardingGapsMessage(gaps),
      gaps.map((gap) => ({
        path: `documents.${gap.documentType}`,
        message: forwardingGapsMessage([gap]),
      })),
    );
  }
  const now = new Date();
  const changes: queries.applications.ApplicationChanges = {
    ...statusEffects(row, input.status, now),
    // The admin has acted: the application leaves the queue until the agent acts again.
    adminAttentionSince: null,
    adminAttentionReason: null,
    lastActionBy: ctx.user.id,
    updatedAt: now,
  };
  const notes = text(input.notes);
  if (notes) changes.adminNotes = notes;
  const details = detailsForStatus(input.status, input);
  if (details.rejectionReason !== undefined) {
    changes.rejectionReason = text(details.rejectionReason);
  }
  if (details.conditionalOfferTerms !== undefined) {
    changes.conditionalOfferTerms = text(details.conditionalOfferTerms);
  }
  if (details.paymentConfirmation !== undefined) {
    changes.paymentConfirmation = details.paymentConfirmation;
  }
  const updated = await queries.applications.updateApplicationRow(tx, row.id, changes);
  await queries.applications.insertStatusHistory(tx, {
    applicationId: row.id,
    fromStatus: row.status,
    toStatus: input.status,
    notes: notes ?? null,
    changedBy: ctx.user.id,
  });
  await writeAudit(tx, ctx, {
    action: 'application_status_changed',
    resourceType: 'application',
    resourceId: row.id,
    previousData: pickValues(row, AUDITED_COLUMNS),
    newData: {
      ...pickValues(updated, AUDITED_COLUMNS),
      ...(gaps.length > 0 ? { forwardedWithUnverifiedDocuments: gaps } : {}),
    },
  });
  await syncCommission(tx, ctx, {
    application: updated,
    fromStatus: row.status,
    toStatus: input.status,
    now,
  });
  await notifyStatusChange(tx, {
    application: updated,
    toStatus: input.status,
    actorId: ctx.user.id,
  });
  return updated;
}
