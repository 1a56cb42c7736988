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
  safeDownloadName,
  parseInput,
  UNIVERSITY_DOCUMENT_TYPE_LABELS,
  ZApplicationIdInput,
  ZUniversityDocumentFields,
  type DocumentMeta,
  type MessageAttachment,
  type UniversityDocument,
  type UniversityDocumentType,
  type UploadFields,
  type UploadKind,
  type DocumentType,
} from '@uniguide/domain';
import type { Context } from '../../context';
import {
  applicationNotFound,
  ownerScope,
  requireAdmin,
  requireSignedIn,
  type SignedInContext,
} from '../../access';
import { notifyAgentOfApplicationNews } from '../notifications/notifications';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { resolveMatchingRequests } from '../conversation/requests';
import { keepingSubmitGate } from '../conversation/checklist';
import { refuseAdminOnDraft, sideOf } from '../conversation/messages';
import { assertUnsentRoom } from '../conversation/attachments';
import { FINISHED_ADD_MESSAGE, UNSUPPORTED_FILE_MESSAGE, expiryNotAllowed } from './documents';
import { newStorageKey } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';
import { studentNotFound } from '../students/profile';
import { readableApplication } from '../applications/readable';

export const APPLICATION_OF_OTHER_STUDENT_MESSAGE = 'This application is for another student';

/** An upload that never completed (the process stopped mid-upload) is cleared after this long. */
const STALE_PENDING_MS = 60 * 60 * 1000;

export interface UploadedFile {
  stream: Readable;
  /** The file name the browser sent with the part. */
  filename?: string;
  /**
   * Where the same bytes lie whole on this machine (a finished resumable upload on disk): a storage
   * that can copy a file stores them so, and `stream` is read only for the first bytes.
   */
  path?: string;
}

/**
 * Stores the upload's bytes under `key`: the sniffed `stream` (first bytes replayed), or, when the
 * file lies whole on this machine and the storage can copy files, a copy that never passes the
 * bytes through the process (docs/decisions/043-upload-memory.md).
 */
function storeUpload(
  ctx: Pick<Context, 'storage'>,
  key: string,
  stream: Readable,
  file: UploadedFile,
): Promise<{ size: number }> {
  const options = { maxBytes: MAX_UPLOAD_BYTES };
  if (file.path && ctx.storage.putFile) {
    stream.destroy();
    return ctx.storage.putFile(key, file.path, options);
  }
  return ctx.storage.put(key, stream, options);
}

/** Where an upload goes: a student's file, and the application it comes with (if any). */
export interface UploadTarget {
  applicationId: number | null;
  studentId: number;
  /** The owning agent (the student's). */
  userId: number;
}

async function uploadTarget(ctx: SignedInContext, fields: UploadFields): Promise<UploadTarget> {
  const owner = ownerScope(ctx.user);
  if (fields.applicationId !== undefined) {
    const application = await queries.applications.findApplicationRow(
      ctx.db,
      fields.applicationId,
      { owner },
    );
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
  const student = await queries.students.findStudentRow(ctx.db, fields.studentId, { owner });
  if (!student) throw studentNotFound();
  return { applicationId: null, studentId: student.id, userId: student.userId };
}

/**
 * Stores one uploaded file on a student's file, attached to the application it comes with, and
 * records it (the rules of POST /api/documents and POST /api/students/{id}/documents live here; the
 * HTTP route only parses multipart). Order: what the fields say → who may add → what the bytes are
 * → store → record. A refused upload stores nothing.
 */
async function resolveStudentUpload(
  ctx: SignedInContext,
  rawFields: Record<string, unknown>,
  filename: string | undefined,
) {
  const fields = parseInput(ZUploadFields, rawFields, 'Invalid upload');
  const originalFilename = sanitiseFileName(
    fields.originalFilename ?? filename ?? fields.filename ?? 'document',
  );
  const documentType = fields.documentType ?? inferDocumentType(originalFilename);
  if (fields.expiresOn && !canExpire(documentType)) throw expiryNotAllowed();
  const target = await uploadTarget(ctx, fields);
  return { fields, originalFilename, documentType, target };
}

export async function registerUploadedDocument(
  context: Context,
  rawFields: Record<string, unknown>,
  file: UploadedFile,
  options: RegisterOptions = {},
): Promise<DocumentMeta> {
  const ctx = requireSignedIn(context);
  const resolved = await resolveStudentUpload(ctx, rawFields, file.filename);
  return storeStudentDocument(ctx, resolved, file, options);
}

/** Where a student's file goes and as what, decided before any byte is read. */
export interface ResolvedStudentUpload {
  fields: UploadFields;
  originalFilename: string;
  documentType: DocumentType;
  target: UploadTarget;
}

/**
 * The rest of the one pipeline, once the target is decided: sniff the bytes, store them within the
 * size limit, record, link, answer the request, audit. The uploader is the request's user, or
 * nobody: the student through their link (docs/product.md §5.10), whose caller decided the target.
 */
export async function storeStudentDocument(
  ctx: Context,
  { fields, originalFilename, documentType, target }: ResolvedStudentUpload,
  file: UploadedFile,
  options: RegisterOptions = {},
): Promise<DocumentMeta> {
  const { type, stream } = await sniffFileType(file.stream);
  if (!type || !isAllowedUploadMime(type.mime)) {
    stream.destroy();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  }

  const key = newStorageKey(type.ext);
  await discardStalePendingUploads(ctx, target.studentId);

  const documentId = await queries.documents.insertPendingDocument(ctx.db, {
    ...target,
    documentType,
    filename: key,
    // The name it is kept, served and saved under carries the verified type's extension.
    originalFilename: safeDownloadName(originalFilename, type.mime),
    mimeType: type.mime,
    expiresOn: fields.expiresOn ?? null,
    uploadedBy: ctx.user?.id ?? null,
  });
  try {
    const { size } = await storeUpload(ctx, key, stream, file);
    return await ctx.db.transaction().execute(async (tx) => {
      // Checked again under the row lock: an admin may have finished the application meanwhile.
      const current =
        target.applicationId === null
          ? null
          : await queries.applications.findApplicationRow(tx, target.applicationId, {
              forUpdate: true,
            });
      if (target.applicationId !== null) {
        if (!current) throw applicationNotFound();
        if (!canAgentAddDocuments(current.status))
          throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
      }
      const document = await queries.documents.completeDocument(tx, documentId, {
        fileSize: size,
        storageDriver: ctx.storage.driver,
      });
      if (target.applicationId !== null) {
        await queries.documents.linkDocuments(tx, target.applicationId, [document.id]);
        const replaced =
          fields.replacesDocumentId ??
          (await rejectedDocumentOf(tx, target.applicationId, fields.requestId));
        if (replaced !== undefined && current) {
          await keepingSubmitGate(tx, ctx, [current], () =>
            replaceOnApplication(tx, ctx, current.id, replaced, document, {
              named: fields.replacesDocumentId !== undefined,
            }),
          );
        }
        await resolveMatchingRequests(tx, ctx, target.applicationId, document, {
          requestId: fields.requestId,
          replacedDocumentId: replaced,
        });
      }
      await writeAudit(tx, ctx, {
        action: 'document_uploaded',
        resourceType: 'document',
        resourceId: document.id,
        newData: { ...document },
      });
      await options.onRecorded?.(tx, document);
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

export const NOT_ON_APPLICATION_MESSAGE = 'The document to replace is not on this application';

/**
 * The rejected document an upload answering `requestId` replaces: answering the request to replace
 * a rejected file is replacing it (docs/product.md §7).
 */
async function rejectedDocumentOf(
  tx: Executor,
  applicationId: number,
  requestId: number | undefined,
): Promise<number | undefined> {
  if (requestId === undefined) return undefined;
  const request = await queries.documents.findRequest(tx, requestId);
  if (!request || request.applicationId !== applicationId || request.status !== 'open') {
    return undefined;
  }
  return request.rejectedDocumentId ?? undefined;
}

/**
 * A new file replacing one on the application (say, a rejected passport): the old one comes off the
 * application (it stays on the student's file), the new one awaits a check. A replacement the
 * upload names must be on the application; one its request names may have been removed already.
 */
async function replaceOnApplication(
  tx: Executor,
  ctx: AuditActor,
  applicationId: number,
  replacedId: number,
  document: DocumentMeta,
  options: { named: boolean },
): Promise<void> {
  const unlinked =
    replacedId !== document.id &&
    (await queries.documents.unlinkDocument(tx, applicationId, replacedId));
  if (!unlinked) {
    if (!options.named) return;
    throw new AppError('BAD_REQUEST', NOT_ON_APPLICATION_MESSAGE, [
      { path: 'replacesDocumentId', message: NOT_ON_APPLICATION_MESSAGE },
    ]);
  }
  await writeAudit(tx, ctx, {
    action: 'document_replaced',
    resourceType: 'document',
    resourceId: replacedId,
    previousData: { applicationId, documentId: replacedId },
    newData: { applicationId, documentId: document.id },
  });
}

async function discardUpload(ctx: Context, documentId: number, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await queries.documents.deleteDocumentRow(ctx.db, documentId);
}

async function discardStalePendingUploads(ctx: Context, studentId: number): Promise<void> {
  const stale = await queries.documents.listStalePendingDocuments(
    ctx.db,
    studentId,
    new Date(Date.now() - STALE_PENDING_MS),
  );
  for (const upload of stale) await discardUpload(ctx, upload.id, upload.filename);
}

export const DRAFT_UNIVERSITY_DOCUMENT_MESSAGE =
  'A draft has not been sent to a university, so it cannot have university documents';

/**
 * A file that is not the student's own, through the same pipeline (sniffed type, size limit, the
 * configured storage, download by id): a document from the university (admins only, typed) or a
 * message attachment (anyone who may read the application; sent with message.send). The file
 * belongs to the application's student and agent, so the owner's download rule applies.
 */
async function resolveApplicationFile(
  ctx: SignedInContext,
  kind: 'university' | 'message',
  rawFields: Record<string, unknown>,
) {
  let universityDocumentType: UniversityDocumentType | null = null;
  let applicationId: number;
  if (kind === 'university') {
    requireAdmin(ctx);
    const fields = parseInput(ZUniversityDocumentFields, rawFields, 'Invalid upload');
    universityDocumentType = fields.universityDocumentType;
    applicationId = fields.applicationId;
  } else {
    applicationId = parseInput(ZApplicationIdInput, rawFields, 'Invalid upload').applicationId;
  }
  const application = await readableApplication(ctx.db, ctx, applicationId);
  if (kind === 'university' && application.status === 'draft') {
    throw new AppError('CONFLICT', DRAFT_UNIVERSITY_DOCUMENT_MESSAGE);
  }
  if (kind === 'message') {
    refuseAdminOnDraft(sideOf(ctx), application.status);
    await assertUnsentRoom(ctx.db, ctx.user.id);
  }
  return { application, universityDocumentType };
}

export async function registerApplicationFile(
  context: Context,
  kind: 'university' | 'message',
  rawFields: Record<string, unknown>,
  file: UploadedFile,
  options: RegisterOptions = {},
): Promise<UniversityDocument | MessageAttachment> {
  const ctx = requireSignedIn(context);
  const { application, universityDocumentType } = await resolveApplicationFile(
    ctx,
    kind,
    rawFields,
  );
  const originalFilename = sanitiseFileName(file.filename ?? 'document');
  const { type, stream } = await sniffFileType(file.stream);
  if (!type || !isAllowedUploadMime(type.mime)) {
    stream.destroy();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  }
  const key = newStorageKey(type.ext);
  const documentId = await queries.documents.insertPendingDocument(ctx.db, {
    applicationId: application.id,
    studentId: application.studentId,
    userId: application.userId,
    documentType: 'other',
    filename: key,
    originalFilename: safeDownloadName(originalFilename, type.mime),
    mimeType: type.mime,
    expiresOn: null,
    category: kind,
    universityDocumentType,
    uploadedBy: ctx.user.id,
  });
  try {
    const { size } = await storeUpload(ctx, key, stream, file);
    return await ctx.db.transaction().execute(async (tx) => {
      const current = await queries.applications.findApplicationRow(tx, application.id, {
        forUpdate: true,
      });
      if (!current) throw applicationNotFound();
      if (kind === 'message') await assertUnsentRoom(tx, ctx.user.id, size);
      const document = await queries.documents.completeDocument(tx, documentId, {
        fileSize: size,
        storageDriver: ctx.storage.driver,
      });
      const meta = {
        id: document.id,
        originalFilename: document.originalFilename,
        fileSize: document.fileSize,
        mimeType: document.mimeType,
      };
      await writeAudit(tx, ctx, {
        action:
          kind === 'university' ? 'university_document_uploaded' : 'message_attachment_uploaded',
        resourceType: 'document',
        resourceId: document.id,
        newData: { ...meta, applicationId: application.id, universityDocumentType },
      });
      if (kind === 'message') {
        await options.onRecorded?.(tx, meta);
        return meta;
      }
      await notifyAgentOfApplicationNews(tx, {
        application: current,
        actorId: ctx.user.id,
        kind: 'university_document',
        text: `${UNIVERSITY_DOCUMENT_TYPE_LABELS[universityDocumentType!]} "${document.originalFilename}"`,
        documentId: document.id,
      });
      const stored: UniversityDocument = {
        ...meta,
        applicationId: application.id,
        universityDocumentType: universityDocumentType!,
        uploadedAt: document.uploadedAt,
        uploadedBy: ctx.user.id,
      };
      await options.onRecorded?.(tx, stored);
      return stored;
    });
  } catch (error) {
    stream.destroy();
    await discardUpload(ctx, documentId, key).catch(() => undefined);
    throw error;
  }
}

export type RegisteredUpload = DocumentMeta | UniversityDocument | MessageAttachment;

interface RegisterOptions {
  /** Runs inside the recording transaction, so what the caller notes commits with the document. */
  onRecorded?: (tx: Executor, result: RegisteredUpload) => Promise<void>;
}

/**
 * Refuses, before any byte is sent, what `registerUpload` would refuse for its fields alone: a bad
 * field, someone else's student or application, a finished or draft application. A resumable
 * upload is checked so at its creation, and in full again when it finishes.
 */
export async function checkUploadTarget(
  context: Context,
  kind: UploadKind,
  rawFields: Record<string, unknown>,
  filename: string | undefined,
): Promise<void> {
  const ctx = requireSignedIn(context);
  if (kind === 'student') await resolveStudentUpload(ctx, rawFields, filename);
  else await resolveApplicationFile(ctx, kind, rawFields);
}

/**
 * The one step that turns a received file into a document, whichever way it arrived (one multipart
 * request, or a finished resumable upload): the fields decide where it goes and who may put it there,
 * the first bytes what it is, the size limit how much is stored; then it is recorded and audited. A
 * refused file stores nothing.
 */
export function registerUpload(
  context: Context,
  kind: UploadKind,
  rawFields: Record<string, unknown>,
  file: UploadedFile,
  options: RegisterOptions = {},
): Promise<RegisteredUpload> {
  return kind === 'student'
    ? registerUploadedDocument(context, rawFields, file, options)
    : registerApplicationFile(context, kind, rawFields, file, options);
}
