import { z } from 'zod';
import { zId, ZId } from '../ids';
import { ZExpiresOn, type ExpiryWarning } from './expiry';
import { normaliseDocumentType, type DocumentMeta } from './types';

export const ZDocumentType = z.string().transform((value, ctx) => {
  const type = normaliseDocumentType(value);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: `Unknown document type "${value.slice(0, 40)}"` });
    return z.NEVER;
  }
  return type;
});

export const MAX_ATTACH_DOCUMENTS = 50;

/** The documents of one application. */
export const ZApplicationDocumentsInput = z.object({ applicationId: ZId });

/** Sets or clears (null) a passport's or English-test certificate's expiry date. */
export const ZSetDocumentExpiryInput = z.object({
  id: ZId,
  expiresOn: z.preprocess((value) => (value === '' ? null : value), ZExpiresOn.nullable()),
});
export type SetDocumentExpiryInput = z.infer<typeof ZSetDocumentExpiryInput>;

/**
 * With `applicationId`: the edit page's "remove document", which takes the file off that application
 * only. Without: the student page's delete, which removes the file from the student's record.
 */
export const ZDeleteDocumentInput = z.object({
  id: ZId,
  applicationId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    ZId.optional(),
  ),
});
export type DeleteDocumentInput = z.infer<typeof ZDeleteDocumentInput>;

/** Attaches documents already on the student's file to one of the student's applications. */
export const ZAttachDocumentsInput = z.object({
  applicationId: ZId,
  documentIds: z
    .array(ZId, { message: 'Choose the documents to attach' })
    .min(1, 'Choose the documents to attach')
    .max(MAX_ATTACH_DOCUMENTS, `Attach at most ${MAX_ATTACH_DOCUMENTS} documents at a time`),
});
export type AttachDocumentsInput = z.infer<typeof ZAttachDocumentsInput>;

/** A document of the agent's that needs attention (the dashboard's expiring-documents card). */
export interface ExpiringDocument {
  document: DocumentMeta;
  student: { id: number; firstName: string; lastName: string };
  /** The active application whose intake the document expires before, when that is the reason. */
  application: { id: number; intakeDate: string; intakeStart: string } | null;
  warning: ExpiryWarning;
}

export const DOCUMENT_IN_USE_MESSAGE =
  'This document is attached to an application that has been submitted, so it cannot be deleted';
export const DOCUMENT_OTHER_STUDENT_MESSAGE =
  "This document is on another student's file and cannot be attached to this application";

/** Blank multipart fields ('' or null) mean "not sent". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const optionalText = blankAsAbsent(z.string().trim().max(500));

/**
 * The multipart fields of an upload (docs/product.md), plus `expiresOn` and (for
 * POST /api/students/{id}/documents, from the path) `studentId`. `filename`, `fileSize` and `mimeType`
 * are the client's claims: accepted for compatibility, never trusted (the key is random, the size is
 * counted, the type is sniffed from the bytes).
 */
export const ZUploadFields = z
  .object({
    applicationId: blankAsAbsent(zId({ message: 'Application is required' })),
    studentId: blankAsAbsent(zId({ message: 'Student is required' })),
    documentType: blankAsAbsent(ZDocumentType),
    expiresOn: blankAsAbsent(ZExpiresOn),
    /** The open document request this upload answers (any type; docs/decisions/024-application-conversation.md). */
    requestId: blankAsAbsent(zId({ message: 'Invalid request id' })),
    /** A document of the application this one replaces: it comes off the application. */
    replacesDocumentId: blankAsAbsent(zId({ message: 'Invalid document id' })),
    filename: optionalText,
    originalFilename: optionalText,
    fileSize: optionalText,
    mimeType: optionalText,
  })
  .superRefine((fields, ctx) => {
    if (fields.applicationId === undefined && fields.studentId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['applicationId'], message: 'Application is required' });
    }
    for (const key of ['requestId', 'replacesDocumentId'] as const) {
      if (fields[key] !== undefined && fields.applicationId === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Application is required' });
      }
    }
  });
export type UploadFields = z.infer<typeof ZUploadFields>;

/** What an upload is for: a student's document, a document from the university, a message's file. */
export const UPLOAD_KINDS = ['student', 'university', 'message'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * A resumable upload's tus `Upload-Metadata` (docs/decisions/038-resumable-uploads.md): `kind`
 * (default `student`), `filename`, and the fields of the matching one-shot route (applicationId,
 * studentId, documentType, expiresOn, requestId, replacesDocumentId, universityDocumentType), which
 * that route's own schema checks.
 */
export const ZResumableUploadMetadata = z
  .object({
    kind: z.enum(UPLOAD_KINDS).default('student'),
    filename: z.string().trim().min(1).max(255).default('document'),
  })
  .catchall(z.string().max(1000));

/** The path of GET /api/documents/{id}/download. */
export const ZDocumentPathParams = z.object({ id: zId({ message: 'Invalid document id' }) });
/** The path of the application's file uploads (university documents, message attachments). */
export const ZApplicationPathParams = z.object({ id: zId({ message: 'Invalid application id' }) });
/** The path of POST /api/students/{id}/documents. */
export const ZStudentPathParams = z.object({ id: zId({ message: 'Invalid student id' }) });
