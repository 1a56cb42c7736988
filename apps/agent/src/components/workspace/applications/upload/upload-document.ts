import type { DocumentMeta, DocumentType } from '@uniguide/domain';

/** POST /api/documents: multipart, one file per call (docs/product.md §8). */
export const UPLOAD_URL = '/api/documents';

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

/** POST /api/documents for an application, POST /api/students/{id}/documents for a student's file. */
export function uploadUrl(target: UploadTarget): string {
  return 'studentId' in target ? `/api/students/${target.studentId}/documents` : UPLOAD_URL;
}

/**
 * A refused or broken upload. `status` is the HTTP status, 0 when the request never got an answer
 * (offline, connection reset); `message` is the server's `message` field when it sent one.
 */
export class UploadError extends Error {
  constructor(
    readonly fileName: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function serverMessage(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A proxy's HTML error page: no message to show, the status decides the wording.
  }
  return undefined;
}

export interface UploadDocumentInput {
  target: UploadTarget;
  file: File;
  documentType: DocumentType;
  /** Passports and English certificates: "YYYY-MM-DD", sent as `expiresOn`. */
  expiresOn?: string;
  /** Fraction of this file's bytes sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Uploads one file with XMLHttpRequest rather than fetch: only XHR reports upload progress. The
 * browser adds the session cookie and the Origin header the server's CSRF check wants.
 */
export function uploadDocument({
  target,
  file,
  documentType,
  expiresOn,
  onProgress,
}: UploadDocumentInput): Promise<DocumentMeta> {
  // The fields before the file: the server reads them first to know where the bytes belong.
  const form = new FormData();
  if ('applicationId' in target) {
    form.append('applicationId', String(target.applicationId));
    if (target.requestId) form.append('requestId', String(target.requestId));
    if (target.replacesDocumentId) {
      form.append('replacesDocumentId', String(target.replacesDocumentId));
    }
  }
  form.append('documentType', documentType);
  if (expiresOn) form.append('expiresOn', expiresOn);
  form.append('filename', file.name);
  form.append('originalFilename', file.name);
  form.append('fileSize', String(file.size));
  form.append('mimeType', file.type);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(target));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // Every byte is out; the server is still checking and storing the file.
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentMeta);
        } catch {
          reject(new UploadError(file.name, xhr.status, 'The server sent an unreadable answer'));
        }
        return;
      }
      const message = serverMessage(xhr.responseText) ?? (xhr.statusText || 'Upload failed');
      reject(new UploadError(file.name, xhr.status, message));
    };
    const networkFailure = () =>
      reject(new UploadError(file.name, 0, 'The connection was interrupted'));
    xhr.onerror = networkFailure;
    xhr.onabort = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.send(form);
  });
}
