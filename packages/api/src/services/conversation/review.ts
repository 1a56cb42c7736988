import { queries } from '@uniguide/db';
import {
  AppError,
  DOCUMENT_ALREADY_VERIFIED_MESSAGE,
  canExpire,
  isFinished,
  type ApplicationStatus,
  type DocumentMeta,
  type ReviewDocumentInput,
  type SetDocumentTypeInput,
} from '@uniguide/domain';
import { mayAccessOwnedBy, type SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { documentNotFound } from '../documents/documents';
import { notifyDocumentRejected } from '../notifications/notifications';
import { resolveMatchingRequests } from './requests';
import { keepingSubmitGate } from './checklist';

/**
 * An admin verifies a document or rejects it with a reason. The applications holding it are locked
 * first (the order every document writer takes), then the document, so two admins' checks queue and
 * the later one is the one that stands. A rejection notifies the owning agent in the same
 * transaction.
 */
export async function reviewDocument(
  ctx: SignedInContext,
  input: ReviewDocumentInput,
): Promise<DocumentMeta> {
  return ctx.db.transaction().execute(async (tx) => {
    const holders = await queries.documents.lockApplicationsHoldingDocument(tx, input.id);
    const access = await queries.documents.findDocumentAccess(tx, input.id, { forUpdate: true });
    if (!access || access.category !== 'student') throw documentNotFound();
    const reason = input.decision === 'rejected' ? input.reason : null;
    const document = await queries.documents.setDocumentReview(tx, input.id, {
      status: input.decision,
      reason,
      reviewedBy: ctx.user.id,
    });
    const work = await rejectionWork(tx, ctx, { document, holders, ownerId: access.owner.userId });
    await writeAudit(tx, ctx, {
      action: input.decision === 'verified' ? 'document_verified' : 'document_rejected',
      resourceType: 'document',
      resourceId: input.id,
      previousData: {
        reviewStatus: access.document.reviewStatus,
        reviewReason: access.document.reviewReason,
      },
      newData: {
        reviewStatus: document.reviewStatus,
        reviewReason: document.reviewReason,
        ...work,
      },
    });
    if (input.decision === 'rejected') {
      const application =
        holders.find((holder) => !isFinished(holder.status)) ?? holders[0] ?? null;
      await notifyDocumentRejected(tx, {
        ownerId: access.owner.userId,
        actorId: ctx.user.id,
        document,
        applicationId: application?.id ?? document.applicationId,
      });
    }
    return document;
  });
}

/**
 * A rejected document is an open request to replace it, on each unfinished application holding it
 * (docs/product.md §7); a verified one leaves none open, and the rejection's notification is read.
 * Answers what changed, for the audit row.
 */
async function rejectionWork(
  tx: Executor,
  ctx: SignedInContext,
  review: {
    document: DocumentMeta;
    holders: Array<{ id: number; status: ApplicationStatus }>;
    ownerId: number;
  },
): Promise<{
  rejectionRequestIds?: number[];
  cancelledRequestIds?: number[];
  notificationIds?: number[];
}> {
  const { document } = review;
  if (document.reviewStatus === 'rejected') {
    const requestIds: number[] = [];
    for (const holder of review.holders) {
      if (isFinished(holder.status)) continue;
      const { request } = await queries.documents.openRejectionRequest(tx, {
        applicationId: holder.id,
        document,
        reason: document.reviewReason,
        requestedBy: ctx.user.id,
      });
      requestIds.push(request.id);
    }
    return requestIds.length > 0 ? { rejectionRequestIds: requestIds } : {};
  }
  const open = await queries.documents.lockRejectionRequests(tx, document.id);
  await queries.documents.closeRequests(
    tx,
    open.map((request) => request.id),
    { status: 'cancelled', documentId: null },
  );
  const notificationIds = await queries.notifications.markNotificationsRead(tx, review.ownerId, {
    documentId: document.id,
    type: 'document_rejected',
  });
  return {
    ...(open.length > 0 ? { cancelledRequestIds: open.map((request) => request.id) } : {}),
    ...(notificationIds.length > 0 ? { notificationIds } : {}),
  };
}

/**
 * The agent corrects a document's type while it is not yet verified; it then awaits a check again,
 * and it answers an open request for its new type like an upload would.
 */
export async function setDocumentType(
  ctx: SignedInContext,
  input: SetDocumentTypeInput,
): Promise<DocumentMeta> {
  return ctx.db.transaction().execute(async (tx) => {
    const found = await queries.documents.findDocumentAccess(tx, input.id);
    if (!found || found.category !== 'student' || !mayAccessOwnedBy(ctx.user, found.owner)) {
      throw documentNotFound();
    }
    const holders = await queries.documents.lockApplicationsHoldingDocument(tx, input.id);
    const access = await queries.documents.findDocumentAccess(tx, input.id, { forUpdate: true });
    if (!access) throw documentNotFound();
    if (access.document.reviewStatus === 'verified') {
      throw new AppError('CONFLICT', DOCUMENT_ALREADY_VERIFIED_MESSAGE);
    }
    if (access.document.documentType === input.documentType) return access.document;
    const document = await keepingSubmitGate(tx, ctx, holders, () =>
      queries.documents.setDocumentTypeRow(tx, input.id, {
        documentType: input.documentType,
        clearExpiry: access.document.expiresOn !== null && !canExpire(input.documentType),
      }),
    );
    await writeAudit(tx, ctx, {
      action: 'document_type_changed',
      resourceType: 'document',
      resourceId: input.id,
      previousData: {
        documentType: access.document.documentType,
        reviewStatus: access.document.reviewStatus,
        expiresOn: access.document.expiresOn,
      },
      newData: {
        documentType: document.documentType,
        reviewStatus: document.reviewStatus,
        expiresOn: document.expiresOn,
      },
    });
    // Retyped, a rejected document awaits a check again: that answers the request to replace it.
    for (const holder of holders) {
      if (!isFinished(holder.status)) {
        await resolveMatchingRequests(tx, ctx, holder.id, document, {
          replacedDocumentId: document.id,
        });
      }
    }
    return document;
  });
}
