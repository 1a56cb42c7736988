import { z } from 'zod';
import { ZRowId } from '../catalogue/admin-schemas';
import { ZExpiresOn, type ExpiryWarning } from './expiry';
import type { DocumentMeta } from './types';

export const MAX_ATTACH_DOCUMENTS = 50;

/** Sets or clears (null) a passport's or English-test certificate's expiry date. */
export const ZSetDocumentExpiryInput = z.object({
  id: ZRowId,
  expiresOn: z.preprocess((value) => (value === '' ? null : value), ZExpiresOn.nullable()),
});
export type SetDocumentExpiryInput = z.infer<typeof ZSetDocumentExpiryInput>;

/**
 * With `applicationId`: the edit page's "remove document", which takes the file off that application
 * only. Without: the student page's delete, which removes the file from the student's record.
 */
export const ZDeleteDocumentInput = z.object({
  id: ZRowId,
  applicationId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    ZRowId.optional(),
  ),
});
export type DeleteDocumentInput = z.infer<typeof ZDeleteDocumentInput>;

/** Attaches documents already on the student's file to one of the student's applications. */
export const ZAttachDocumentsInput = z.object({
  applicationId: ZRowId,
  documentIds: z
    .array(ZRowId, { message: 'Choose the documents to attach' })
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
