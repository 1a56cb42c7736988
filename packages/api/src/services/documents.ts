import type { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import {
  AppError,
  MAX_UPLOAD_BYTES,
  ZDocumentType,
  canAgentAddDocuments,
  inferDocumentType,
  isAllowedUploadMime,
  isFinished,
  sanitiseFileName,
  type DocumentMeta,
  type PublicUser,
} from '@uniguide/domain';
import { z } from 'zod';
import type { Context } from '../context';
import { zodIssues } from '../trpc';
import { applicationNotFound, ownerScope, type SignedInContext } from './applications/access';
import { writeAudit } from './audit';
import { sniffFileType } from './storage-sniff';
import { fileTooLarge, newStorageKey } from './storage';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const UNSUPPORTED_FILE_MESSAGE =
  'Unsupported file type. Upload a PDF, PNG, JPG or GIF file.';
export const FINISHED_ADD_MESSAGE =
  'This application is finished, so documents can no longer be added';
export const FINISHED_DELETE_MESSAGE =
  'This application is finished, so its documents can no longer be removed';
export const FILE_TOO_LARGE_MESSAGE = fileTooLarge(MAX_UPLOAD_BYTES).message;

/** An upload that never completed (the process stopped mid-upload) is cleared after this long. */
const STALE_PENDING_MS = 60 * 60 * 1000;

const optionalText = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().trim().max(500).optional(),
);

/**
 * The multipart fields of spec §7. `filename`, `fileSize` and `mimeType` are the client's claims:
 * accepted for compatibility, never trusted (the key is random, the size is counted, the type is
 * sniffed from the bytes).
 */
export const ZUploadFields = z.object({
  applicationId: z.coerce
    .number({ message: 'Application is required' })
    .int('Application is required')
    .positive('Application is required'),
  documentType: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    ZDocumentType.optional(),
  ),
  filename: optionalText,
  originalFilename: optionalText,
  fileSize: optionalText,
  mimeType: optionalText,
});

function requireUser(ctx: Context): SignedInContext {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return ctx as SignedInContext;
}

export interface UploadedFile {
  stream: Readable;
  /** The file name the browser sent with the part. */
  filename?: string;
}

/**
 * Stores one uploaded file for an application and records it (the rules of POST /api/documents live
 * here, the HTTP route only parses multipart). Order: who may add → what the bytes are → store →
 * record. A refused upload stores nothing.
 */
export async function registerUploadedDocument(
  context: Context,
  rawFields: Record<string, unknown>,
  file: UploadedFile,
): Promise<DocumentMeta> {
  const ctx = requireUser(context);
  const parsed = ZUploadFields.safeParse(rawFields);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new AppError('BAD_REQUEST', issues[0]?.message ?? 'Invalid upload', issues);
  }
  const fields = parsed.data;
  const application = await queries.findApplicationRow(ctx.db, fields.applicationId, {
    ownerId: ownerScope(ctx.user),
  });
  if (!application) throw applicationNotFound();
  if (!canAgentAddDocuments(application.status))
    throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);

  const { type, stream } = await sniffFileType(file.stream);
  if (!type || !isAllowedUploadMime(type.mime)) {
    stream.destroy();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  }

  const originalFilename = sanitiseFileName(
    fields.originalFilename ?? file.filename ?? fields.filename ?? 'document',
  );
  const documentType = fields.documentType ?? inferDocumentType(originalFilename);
  const key = newStorageKey(type.ext);
  await discardStalePendingUploads(ctx, application.id);

  const documentId = await queries.insertPendingDocument(ctx.db, {
    applicationId: application.id,
    userId: application.userId,
    documentType,
    filename: key,
    originalFilename,
    mimeType: type.mime,
  });
  try {
    const { size } = await ctx.storage.put(key, stream, { maxBytes: MAX_UPLOAD_BYTES });
    return await ctx.db.transaction().execute(async (tx) => {
      // Checked again under the row lock: an admin may have finished the application meanwhile.
      const current = await queries.findApplicationRow(tx, application.id, { forUpdate: true });
      if (!current) throw applicationNotFound();
      if (!canAgentAddDocuments(current.status))
        throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
      const document = await queries.completeDocument(tx, documentId, {
        fileSize: size,
        storageDriver: ctx.storage.driver,
      });
      await writeAudit(tx, ctx, {
        action: 'document_uploaded',
        resourceType: 'document',
        resourceId: document.id,
        newData: { ...document },
      });
      return document;
    });
  } catch (error) {
    stream.destroy();
    // The caller needs the upload's own failure. Should the clean-up fail as well, the pending row it
    // leaves is hidden from every read and purged by a later upload to this application.
    await discardUpload(ctx, documentId, key).catch(() => undefined);
    throw error;
  }
}

async function discardUpload(ctx: Context, documentId: number, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await queries.deleteDocumentRow(ctx.db, documentId);
}

async function discardStalePendingUploads(ctx: Context, applicationId: number): Promise<void> {
  const stale = await queries.listStalePendingDocuments(
    ctx.db,
    applicationId,
    new Date(Date.now() - STALE_PENDING_MS),
  );
  for (const upload of stale) await discardUpload(ctx, upload.id, upload.filename);
}

/** The application's documents, when the user may see the application (owner or admin). */
export async function listDocuments(
  ctx: SignedInContext,
  applicationId: number,
): Promise<DocumentMeta[]> {
  const application = await queries.findApplicationRow(ctx.db, applicationId, {
    ownerId: ownerScope(ctx.user),
  });
  if (!application) throw applicationNotFound();
  return queries.listApplicationDocuments(ctx.db, applicationId);
}

function mayAccess(user: Pick<PublicUser, 'id' | 'role'>, ownerId: number): boolean {
  return user.role === 'admin' || user.id === ownerId;
}

/**
 * Removes a document's metadata and bytes. Agents may not once the application is finished (its
 * file is part of a decision); admins may.
 */
export async function deleteDocument(ctx: SignedInContext, id: number): Promise<DocumentMeta> {
  const removed = await ctx.db.transaction().execute(async (tx) => {
    const access = await queries.findDocumentAccess(tx, id, { forUpdate: true });
    if (!access || !mayAccess(ctx.user, access.ownerId)) {
      throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
    }
    if (ctx.user.role !== 'admin' && isFinished(access.applicationStatus)) {
      throw new AppError('CONFLICT', FINISHED_DELETE_MESSAGE);
    }
    await queries.deleteDocumentRow(tx, id);
    await writeAudit(tx, ctx, {
      action: 'document_deleted',
      resourceType: 'document',
      resourceId: id,
      previousData: { ...access.document },
    });
    return access;
  });
  // After the commit: a failed delete must not resurrect the metadata. The postgres driver's bytes
  // went with the row; a document stored by another driver is out of this storage's reach.
  if (removed.storageDriver === ctx.storage.driver)
    await ctx.storage.delete(removed.document.filename);
  return removed.document;
}

/** Authorises a download (owner or admin) and opens the bytes. */
export async function openDocumentDownload(
  context: Context,
  id: number,
): Promise<{ document: DocumentMeta; stream: Readable }> {
  const ctx = requireUser(context);
  const access = await queries.findDocumentAccess(ctx.db, id);
  if (!access || !mayAccess(ctx.user, access.ownerId)) {
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  }
  const stream = await ctx.storage.get(access.document.filename);
  return { document: access.document, stream };
}
