import type { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import {
  AppError,
  DOCUMENT_IN_USE_MESSAGE,
  EXPIRY_TYPE_MESSAGE,
  MAX_UPLOAD_BYTES,
  canAgentEdit,
  isFinished,
  type DeleteDocumentInput,
  type DocumentMeta,
} from '@uniguide/domain';
import type { Context } from '../../context';
import { mayAccessOwnedBy, requireSignedIn, type SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { keepingSubmitGate } from '../conversation/checklist';
import { fileTooLarge, parseByteRange, storageHolding, type ByteRange } from '../storage/storage';
import { readableApplication } from '../applications/readable';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const UNSUPPORTED_FILE_MESSAGE =
  'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.';
export const FINISHED_ADD_MESSAGE =
  'This application is finished, so documents can no longer be added';
export const FINISHED_DELETE_MESSAGE =
  'This application is finished, so its documents can no longer be removed';
export const FILE_TOO_LARGE_MESSAGE = fileTooLarge(MAX_UPLOAD_BYTES).message;

export function expiryNotAllowed(): AppError {
  return new AppError('BAD_REQUEST', EXPIRY_TYPE_MESSAGE, [
    { path: 'expiresOn', message: EXPIRY_TYPE_MESSAGE },
  ]);
}

/** The application's documents, when the user may see the application (owner or admin). */
export async function listDocuments(
  ctx: SignedInContext,
  applicationId: number,
): Promise<DocumentMeta[]> {
  await readableApplication(ctx.db, ctx, applicationId);
  return queries.documents.listApplicationDocuments(ctx.db, applicationId);
}

export function documentNotFound(): AppError {
  return new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
}

/**
 * The edit page's "remove document" (with `applicationId`) takes the file off that application and
 * leaves it on the student's file; the student page's delete (without) removes the file itself.
 */
export function deleteDocument(
  ctx: SignedInContext,
  input: DeleteDocumentInput,
): Promise<DocumentMeta> {
  return input.applicationId === undefined
    ? deleteFromStudentFile(ctx, input.id)
    : removeFromApplication(ctx, input.applicationId, input.id);
}

/**
 * Unlinks a document from an application. Agents may not once the application is finished (its
 * file is part of a decision); admins may.
 */
async function removeFromApplication(
  ctx: SignedInContext,
  applicationId: number,
  documentId: number,
): Promise<DocumentMeta> {
  return ctx.db.transaction().execute(async (tx) => {
    const application = await readableApplication(tx, ctx, applicationId, true);
    if (ctx.user.role !== 'admin' && isFinished(application.status)) {
      throw new AppError('CONFLICT', FINISHED_DELETE_MESSAGE);
    }
    const access = await queries.documents.findDocumentAccess(tx, documentId);
    const unlinked = await keepingSubmitGate(tx, ctx, [application], () =>
      queries.documents.unlinkDocument(tx, applicationId, documentId),
    );
    if (!access || !unlinked) throw documentNotFound();
    await writeAudit(tx, ctx, {
      action: 'document_removed_from_application',
      resourceType: 'document',
      resourceId: documentId,
      previousData: { applicationId, documentId },
    });
    return access.document;
  });
}

/**
 * Deletes a document and its bytes from the student's file, unlinking it from draft applications.
 * Refused while a submitted (non-draft) application holds it: that file went to a university. One
 * exception keeps the documented DELETE /api/documents/{id} (the edit page's Remove) for a client that
 * knows nothing of the student's file: a document on exactly one application the agent may still
 * edit comes off it and, nothing else holding it, off the file (docs/product.md §3).
 */
async function deleteFromStudentFile(ctx: SignedInContext, id: number): Promise<DocumentMeta> {
  const removed = await ctx.db.transaction().execute(async (tx) => {
    const found = await queries.documents.findDocumentAccess(tx, id);
    // Files from the university and message attachments are not the student's to delete.
    if (!found || found.category !== 'student' || !mayAccessOwnedBy(ctx.user, found.owner))
      throw documentNotFound();
    // Applications before documents, the order every writer takes them in (attach, upload, edit),
    // so no two transactions wait on each other. An attach that committed between the two reads
    // shows up in the second; one still running waits on the document's lock and then finds it gone.
    await queries.documents.lockApplicationsHoldingDocument(tx, id);
    const access = await queries.documents.findDocumentAccess(tx, id, { forUpdate: true });
    if (!access) throw documentNotFound();
    const holders = await queries.documents.lockApplicationsHoldingDocument(tx, id);
    const soleEditable = holders.length === 1 && canAgentEdit(holders[0]!.status);
    if (!soleEditable && holders.some((application) => application.status !== 'draft')) {
      throw new AppError('CONFLICT', DOCUMENT_IN_USE_MESSAGE);
    }
    await queries.documents.deleteDocumentRow(tx, id);
    await writeAudit(tx, ctx, {
      action: 'document_deleted',
      resourceType: 'document',
      resourceId: id,
      previousData: { ...access.document, applicationIds: holders.map((holder) => holder.id) },
    });
    return access;
  });
  // After the commit: a failed delete must not resurrect the metadata. The postgres driver's bytes
  // went with the row; a driver this deployment cannot reach is left alone.
  await storageHolding(ctx.storage, removed.storageDriver)?.delete(removed.document.filename);
  return removed.document;
}

async function readUniversityDocumentNotification(
  ctx: SignedInContext,
  agentId: number,
  documentId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const ids = await queries.notifications.markNotificationsRead(tx, agentId, {
      documentId,
      type: 'university_document',
    });
    if (ids.length === 0) return;
    await writeAudit(tx, ctx, {
      action: 'notifications_read',
      resourceType: 'document',
      resourceId: documentId,
      newData: { notificationIds: ids, by: 'download' },
    });
  });
}

/**
 * Authorises a download (owner or admin) and opens the bytes: all of them, or the one range a
 * `Range` header asks for (resumed and partial downloads). The agent side downloading a document
 * from the university has seen it: its notification is read (audited when one was unread).
 */
export async function openDocumentDownload(
  context: Context,
  id: number,
  rangeHeader?: string,
): Promise<{ document: DocumentMeta; stream: Readable; range: ByteRange | undefined }> {
  const ctx = requireSignedIn(context);
  const access = await queries.documents.findDocumentAccess(ctx.db, id);
  // An attachment not yet sent is its uploader's alone until its message goes (docs/product.md §7).
  if (
    !access ||
    !mayAccessOwnedBy(ctx.user, access.owner) ||
    (access.unsentUploader !== null && access.unsentUploader !== ctx.user.id)
  ) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  const storage = storageHolding(ctx.storage, access.storageDriver);
  if (!storage) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const range = parseByteRange(rangeHeader, access.document.fileSize);
  const stream = await storage.get(access.document.filename, { range });
  if (access.category === 'university' && ctx.user.role !== 'admin') {
    await readUniversityDocumentNotification(ctx, access.owner.userId, id);
  }
  return { document: access.document, stream, range };
}
