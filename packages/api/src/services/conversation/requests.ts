import { queries } from '@uniguide/db';
import {
  AppError,
  DRAFT_STATUS_LOCKED_MESSAGE,
  isFinished,
  listWindow,
  toPage,
  type ApplicationItemsInput,
  type DocumentMeta,
  type DocumentRequest,
  type DocumentRequestListInput,
  type Page,
  type RequestDocumentsInput,
} from '@uniguide/domain';
import { applicationNotFound, listScope, type SignedInContext } from '../../access';
import { statusEffects } from '../applications/status-effects';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { notifyDocumentsRequested, notifyRequestsResolved } from '../notifications/notifications';
import { readableApplication } from '../applications/readable';

export const FINISHED_REQUEST_MESSAGE =
  'This application is finished, so documents can no longer be requested';
export const REQUEST_NOT_OPEN_MESSAGE = 'This request is no longer open';
export const REQUEST_NOT_FOUND_MESSAGE = 'Request not found';

/**
 * The admin asks for named documents: the requests, the move to incomplete (history row), the
 * agent's notification and the audit row commit together, under the application's row lock. The
 * application leaves the admin queue until the agent has answered every request.
 */
export async function requestDocuments(
  ctx: SignedInContext,
  input: RequestDocumentsInput,
): Promise<DocumentRequest[]> {
  return ctx.db.transaction().execute(async (tx) => {
    const row = await queries.applications.findApplicationRow(tx, input.applicationId, {
      forUpdate: true,
    });
    if (!row) throw applicationNotFound();
    if (row.status === 'draft') throw new AppError('CONFLICT', DRAFT_STATUS_LOCKED_MESSAGE);
    if (isFinished(row.status)) throw new AppError('CONFLICT', FINISHED_REQUEST_MESSAGE);
    const requests = await queries.documents.insertDocumentRequests(tx, {
      applicationId: row.id,
      items: input.items,
      note: input.note ?? null,
      requestedBy: ctx.user.id,
    });
    const now = new Date();
    const updated = await queries.applications.updateApplicationRow(tx, row.id, {
      ...(row.status !== 'incomplete' ? statusEffects(row, 'incomplete', now) : {}),
      adminAttentionSince: null,
      adminAttentionReason: null,
      lastActionBy: ctx.user.id,
      updatedAt: now,
    });
    if (row.status !== 'incomplete') {
      await queries.applications.insertStatusHistory(tx, {
        applicationId: row.id,
        fromStatus: row.status,
        toStatus: 'incomplete',
        notes: input.note ?? null,
        changedBy: ctx.user.id,
      });
    }
    await writeAudit(tx, ctx, {
      action: 'documents_requested',
      resourceType: 'application',
      resourceId: row.id,
      previousData: { status: row.status },
      newData: {
        status: updated.status,
        requests: requests.map(({ id, documentType, description }) => ({
          id,
          documentType,
          description,
        })),
        note: input.note ?? null,
      },
    });
    await notifyDocumentsRequested(tx, { application: updated, requests, actorId: ctx.user.id });
    return requests;
  });
}

/** The admin withdraws an open request; when it was the last one, the application is answered. */
export async function cancelDocumentRequest(
  ctx: SignedInContext,
  id: number,
): Promise<DocumentRequest> {
  return ctx.db.transaction().execute(async (tx) => {
    const found = await queries.documents.findRequest(tx, id);
    if (!found) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND_MESSAGE);
    await queries.applications.findApplicationRow(tx, found.applicationId, { forUpdate: true });
    const request = await queries.documents.findRequest(tx, id, { forUpdate: true });
    if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND_MESSAGE);
    if (request.status !== 'open') throw new AppError('CONFLICT', REQUEST_NOT_OPEN_MESSAGE);
    await queries.documents.closeRequests(tx, [id], { status: 'cancelled', documentId: null });
    await writeAudit(tx, ctx, {
      action: 'document_request_cancelled',
      resourceType: 'document_request',
      resourceId: id,
      previousData: { status: 'open' },
      newData: { status: 'cancelled', applicationId: request.applicationId },
    });
    return { ...(await queries.documents.findRequest(tx, id))! };
  });
}

/** What a document arriving on an application answers, besides a request for its type. */
export interface RequestAnswer {
  /** The request the upload names. */
  requestId?: number;
  /** The rejected document it replaces (or, retyped, the rejected document itself). */
  replacedDocumentId?: number;
}

/**
 * A document arriving on an application (upload, replacement, retype) answers one open request:
 * the one it names, else the one to replace the document it replaces, else the oldest for its
 * type. The bell follows the work: the rejection's notification is read once its request is
 * answered, the "Documents requested" ones once no named request is open. When none is left open,
 * the application goes back to the admin queue ("requests resolved", not for a draft) and the
 * admins who asked are told. Runs in the caller's transaction, after it locked the application.
 */
export async function resolveMatchingRequests(
  tx: Executor,
  actor: AuditActor,
  applicationId: number,
  document: DocumentMeta,
  answer: RequestAnswer = {},
): Promise<DocumentRequest[]> {
  const matching = await queries.documents.lockOpenRequests(tx, applicationId, {
    documentType: document.documentType === 'other' ? undefined : document.documentType,
    requestId: answer.requestId,
    rejectedDocumentId: answer.replacedDocumentId,
  });
  const answered =
    matching.find((request) => request.id === answer.requestId) ??
    matching.find(
      (request) =>
        answer.replacedDocumentId !== undefined &&
        request.rejectedDocumentId === answer.replacedDocumentId,
    ) ??
    matching.find((request) => request.documentType === document.documentType);
  if (!answered) return [];
  await queries.documents.closeRequests(tx, [answered.id], {
    status: 'resolved',
    documentId: document.id,
  });
  const application = (await queries.applications.findApplicationRow(tx, applicationId))!;
  const open = await queries.documents.countOpenRequests(tx, applicationId);
  const notificationIds = [
    ...(answered.rejectedDocumentId !== null
      ? await queries.notifications.markNotificationsRead(tx, application.userId, {
          documentId: answered.rejectedDocumentId,
          type: 'document_rejected',
        })
      : []),
    ...(open.named === 0
      ? await queries.notifications.markNotificationsRead(tx, application.userId, {
          applicationId,
          type: 'documents_requested',
        })
      : []),
  ];
  await writeAudit(tx, actor, {
    action: 'document_request_resolved',
    resourceType: 'document_request',
    resourceId: answered.id,
    previousData: { status: 'open' },
    newData: {
      status: 'resolved',
      documentId: document.id,
      applicationId,
      ...(notificationIds.length > 0 ? { notificationIds } : {}),
    },
  });
  if (open.total === 0 && application.status !== 'draft') {
    const updated = await queries.applications.updateApplicationRow(tx, applicationId, {
      adminAttentionSince: new Date(),
      adminAttentionReason: 'requests-resolved',
    });
    const requests = await queries.documents.listApplicationRequests(tx, applicationId);
    await notifyRequestsResolved(tx, {
      application: updated,
      requests,
      actorId: actor.user?.id ?? null,
    });
  }
  return [answered];
}

/** An application's requests (all states), newest first, a page at a time; its owner or an admin. */
export async function listApplicationRequests(
  ctx: SignedInContext,
  input: ApplicationItemsInput,
): Promise<Page<DocumentRequest>> {
  await readableApplication(ctx.db, ctx, input.applicationId);
  const window = listWindow(input);
  return toPage(
    await queries.documents.pageApplicationRequests(ctx.db, input.applicationId, window),
    window,
  );
}

/** The open requests on the agent's applications (or one of them), oldest first. */
export async function listOpenRequests(ctx: SignedInContext, input: DocumentRequestListInput) {
  const window = listWindow(input);
  return toPage(
    await queries.documents.listOpenRequests(ctx.db, listScope(ctx.user), {
      ...window,
      applicationId: input.applicationId,
    }),
    window,
  );
}
