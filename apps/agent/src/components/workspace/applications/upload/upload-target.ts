import type { UploadJob } from '@uniguide/client';
import type { DocumentType } from '@uniguide/domain';
import type { PendingFile } from './file-checks';

/**
 * Where a file goes: an application (and so its student's file), or the student's file alone. An
 * application upload may answer an open request (`requestId`) or replace a rejected document
 * (`replacesDocumentId`), docs/decisions/024-application-conversation.md.
 */
export type UploadTarget =
  | { applicationId: number; requestId?: number; replacesDocumentId?: number }
  | { studentId: number };

/**
 * The same target as a resumable upload's metadata (the fields POST /api/documents or POST
 * /api/students/{id}/documents would take), with the file's type and expiry.
 */
export function uploadMetadata(
  target: UploadTarget,
  documentType: DocumentType,
  expiresOn?: string,
): Record<string, string> {
  const fields: Record<string, string> = { kind: 'student', documentType };
  if ('studentId' in target) fields.studentId = String(target.studentId);
  else {
    fields.applicationId = String(target.applicationId);
    if (target.requestId) fields.requestId = String(target.requestId);
    if (target.replacesDocumentId) fields.replacesDocumentId = String(target.replacesDocumentId);
  }
  if (expiresOn) fields.expiresOn = expiresOn;
  return fields;
}

/** The picked files as resumable uploads to `target` (docs/decisions/038-resumable-uploads.md). */
export function uploadJobs(target: UploadTarget, items: readonly PendingFile[]): UploadJob[] {
  return items.map((item) => ({
    key: item.key,
    file: item.file,
    metadata: uploadMetadata(target, item.documentType, item.expiresOn),
  }));
}
