import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ALLOWED_UPLOAD_MIME_TYPES,
  inferDocumentType,
  MAX_UPLOAD_BYTES,
  type DocumentType,
} from '@uniguide/domain';
import { DOCUMENT_TYPE_MESSAGES, knownText } from '@uniguide/ui';

/** What the file dialogs offer; the server checks the bytes again (docs/product.md §7). */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif';

const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif'];

/** A file the agent picked, waiting to be uploaded, with the type inferred from its name (docs/product.md §5.3). */
export interface PendingFile {
  /** Stable across re-renders and unique per pick, for list keys and removal. */
  key: string;
  file: File;
  documentType: DocumentType;
  /** Optional for passports and English certificates (domain `canExpire`): "YYYY-MM-DD". */
  expiresOn?: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why `file` cannot be uploaded, or null when it looks acceptable. Some systems report no MIME type
 * for a file, so the extension decides then; a known wrong MIME type (a renamed .exe) is refused.
 */
export function uploadProblem(i18n: I18n, file: File): string | null {
  const name = file.name;
  if (file.size === 0) return i18n._(msg`"${name}" is empty.`);
  if (file.size > MAX_UPLOAD_BYTES) {
    return i18n._(msg`"${name}" is larger than 10 MB. Choose a smaller file.`);
  }
  const mimeAllowed =
    file.type === '' || (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);
  if (!ALLOWED_EXTENSIONS.includes(extensionOf(file.name)) || !mimeAllowed) {
    return i18n._(msg`"${name}" is not a PDF, PNG, JPG or GIF file.`);
  }
  return null;
}

function identity(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

let nextKey = 0;

/**
 * Adds newly picked files to the pending list: acceptable ones once each (picking the same file
 * twice does not upload it twice), the others reported with the reason.
 */
export function addPendingFiles(
  i18n: I18n,
  pending: readonly PendingFile[],
  picked: readonly File[],
): { pending: PendingFile[]; problems: string[] } {
  const seen = new Set(pending.map((item) => identity(item.file)));
  const next = [...pending];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = uploadProblem(i18n, file);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (seen.has(identity(file))) continue;
    seen.add(identity(file));
    nextKey += 1;
    next.push({ key: `file-${nextKey}`, file, documentType: inferDocumentType(file.name) });
  }
  return { pending: next, problems };
}

/** A document type in the page's language; a type the vocabulary does not know keeps its text. */
export function documentTypeLabel(i18n: I18n, type: string): string {
  return knownText(i18n, DOCUMENT_TYPE_MESSAGES, type);
}

/** Document types as one list in the page's language: the domain's `documentTypeList`, translated. */
export function documentTypeListIn(i18n: I18n, types: readonly DocumentType[]): string {
  const separator = i18n.locale === 'ar' ? '، ' : ', ';
  return types.map((type) => documentTypeLabel(i18n, type)).join(separator);
}
