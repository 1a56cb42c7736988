import type { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import {
  AppError,
  MAX_UPLOAD_BYTES,
  ZUploadFields,
  canAgentAddDocuments,
  canExpire,
  inferDocumentType,
  isAllowedUploadMime,
  sanitiseFileName,
  parseInput,
  type DocumentMeta,
  type UploadFields,
} from '@uniguide/domain';
import type { Context } from '../context';
import { applicationNotFound, ownerScope, requireSignedIn, type SignedInContext } from '../access';
import { writeAudit } from './audit';
import { FINISHED_ADD_MESSAGE, UNSUPPORTED_FILE_MESSAGE, expiryNotAllowed } from './documents';
import { newStorageKey } from './storage';
import { sniffFileType } from './storage-sniff';
import { studentNotFound } from './students-profile';

export const APPLICATION_OF_OTHER_STUDENT_MESSAGE = 'This application is for another student';

/** An upload that never completed (the process stopped mid-upload) is cleared after this long. */
const STALE_PENDING_MS = 60 * 60 * 1000;

export interface UploadedFile {
  stream: Readable;
  /** The file name the browser sent with the part. */
  filename?: string;
}

/** Where an upload goes: a student's file, and the application it comes with (if any). */
interface UploadTarget {
  applicationId: number | null;
  studentId: number;
  /** The owning agent (the student's). */
  userId: number;
}

async function uploadTarget(ctx: SignedInContext, fields: UploadFields): Promise<UploadTarget> {
  const owner = ownerScope(ctx.user);
  if (fields.applicationId !== undefined) {
    const application = await queries.findApplicationRow(ctx.db, fields.applicationId, { owner });
    if (!application) throw applicationNotFound();
    if (fields.studentId !== undefined && fields.studentId !== application.studentId) {
      throw new AppError('BAD_REQUEST', APPLICATION_OF_OTHER_STUDENT_MESSAGE, [
        { path: 'applicationId', message: APPLICATION_OF_OTHER_STUDENT_MESSAGE },
      ]);
    }
    if (!canAgentAddDocuments(application.status))
      throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
    return {
      applicationId: application.id,
      studentId: application.studentId,
      userId: application.userId,
    };
  }
  if (fields.studentId === undefined) throw new AppError('BAD_REQUEST', 'Application is required');
  const student = await queries.findStudentRow(ctx.db, fields.studentId, { owner });
  if (!student) throw studentNotFound();
  return { applicationId: null, studentId: student.id, userId: student.userId };
}

/**
 * Stores one uploaded file on a student's file, attached to the application it comes with, and
 * records it (the rules of POST /api/documents and POST /api/students/{id}/documents live here; the
 * HTTP route only parses multipart). Order: what the fields say → who may add → what the bytes are
 * → store → record. A refused upload stores nothing.
 */
export async function registerUploadedDocument(
  context: Context,
  rawFields: Record<string, unknown>,
  file: UploadedFile,
): Promise<DocumentMeta> {
  const ctx = requireSignedIn(context);
  const fields = parseInput(ZUploadFields, rawFields, 'Invalid upload');
  const originalFilename = sanitiseFileName(
    fields.originalFilename ?? file.filename ?? fields.filename ?? 'document',
  );
  const documentType = fields.documentType ?? inferDocumentType(originalFilename);
  if (fields.expiresOn && !canExpire(documentType)) throw expiryNotAllowed();
  const target = await uploadTarget(ctx, fields);

  const { type, stream } = await sniffFileType(file.stream);
  if (!type || !isAllowedUploadMime(type.mime)) {
    stream.destroy();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  }

  const key = newStorageKey(type.ext);
  await discardStalePendingUploads(ctx, target.studentId);

  const documentId = await queries.insertPendingDocument(ctx.db, {
    ...target,
    documentType,
    filename: key,
    originalFilename,
    mimeType: type.mime,
    expiresOn: fields.expiresOn ?? null,
  });
  try {
    const { size } = await ctx.storage.put(key, stream, { maxBytes: MAX_UPLOAD_BYTES });
    return await ctx.db.transaction().execute(async (tx) => {
      if (target.applicationId !== null) {
        // Checked again under the row lock: an admin may have finished the application meanwhile.
        const current = await queries.findApplicationRow(tx, target.applicationId, {
          forUpdate: true,
        });
        if (!current) throw applicationNotFound();
        if (!canAgentAddDocuments(current.status))
          throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
      }
      const document = await queries.completeDocument(tx, documentId, {
        fileSize: size,
        storageDriver: ctx.storage.driver,
      });
      if (target.applicationId !== null)
        await queries.linkDocuments(tx, target.applicationId, [document.id]);
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
    // leaves is hidden from every read and purged by a later upload to this student's file.
    await discardUpload(ctx, documentId, key).catch(() => undefined);
    throw error;
  }
}

async function discardUpload(ctx: Context, documentId: number, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await queries.deleteDocumentRow(ctx.db, documentId);
}

async function discardStalePendingUploads(ctx: Context, studentId: number): Promise<void> {
  const stale = await queries.listStalePendingDocuments(
    ctx.db,
    studentId,
    new Date(Date.now() - STALE_PENDING_MS),
  );
  for (const upload of stale) await discardUpload(ctx, upload.id, upload.filename);
}
