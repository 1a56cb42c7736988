import { splitExtension, truncateFileName } from '../text/truncate';
/** One document-type list (docs/product.md §5.3); the apply screen's underscore spellings are aliases. */
export const DOCUMENT_TYPES = [
  'passport',
  'transcript',
  'english-proficiency',
  'recommendation-letter',
  'statement-of-purpose',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_ALIASES: Record<string, DocumentType> = {
  english_certificate: 'english-proficiency',
  recommendation_letter: 'recommendation-letter',
  statement_of_purpose: 'statement-of-purpose',
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  passport: 'Passport',
  transcript: 'Transcript',
  'english-proficiency': 'English proficiency',
  'recommendation-letter': 'Recommendation letter',
  'statement-of-purpose': 'Statement of purpose',
  other: 'Other',
};

export function normaliseDocumentType(value: string): DocumentType | null {
  const lower = value.trim().toLowerCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(lower)) return lower as DocumentType;
  // Own keys only: a bare lookup would turn "constructor" into Object's constructor.
  return Object.hasOwn(DOCUMENT_TYPE_ALIASES, lower)
    ? (DOCUMENT_TYPE_ALIASES[lower] ?? null)
    : null;
}

const KEYWORDS: ReadonlyArray<[DocumentType, readonly string[]]> = [
  ['passport', ['passport']],
  ['transcript', ['transcript']],
  ['english-proficiency', ['english', 'ielts', 'toefl']],
  ['recommendation-letter', ['recommendation', 'reference']],
  ['statement-of-purpose', ['statement', 'purpose', 'sop']],
];

/** docs/product.md §4: the type is inferred from keywords in the file name; anything else is "other". */
export function inferDocumentType(fileName: string): DocumentType {
  const lower = fileName.toLowerCase();
  for (const [type, words] of KEYWORDS) {
    if (words.some((word) => lower.includes(word))) return type;
  }
  return 'other';
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
] as const;
export type AllowedUploadMime = (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];
export const UPLOAD_HINT = 'PDF, PNG, JPG, GIF up to 10MB each';

export function isAllowedUploadMime(mime: string | undefined | null): mime is AllowedUploadMime {
  return (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(mime ?? '');
}

/** The longest original file name kept, in UTF-16 code units. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Keeps a display-safe original file name: no path parts, no control characters, no bidirectional
 * overrides (which make "invoice\u202Efdp.exe" display as "invoiceexe.pdf"), bounded length (cut
 * between characters, the extension kept).
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return truncateFileName(clean || 'document', MAX_FILE_NAME_LENGTH);
}

/** The extensions each accepted type is saved under; the first is the one given to a file. */
const EXTENSIONS: Record<AllowedUploadMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
};

/**
 * The one name a document is stored, served and saved under (docs/product.md §7): the sanitised
 * name whose extension is the one of the type its bytes were verified as, so a PDF called
 * "invoice.html" is "invoice.pdf" and "passport.pdf.html" is "passport.pdf". A type outside the
 * accepted ones is ".bin". The server stores and serves it; the apps' download attributes use it.
 */
export function safeDownloadName(originalFilename: string, mimeType: string): string {
  const name = sanitiseFileName(originalFilename);
  const wanted: readonly string[] = isAllowedUploadMime(mimeType) ? EXTENSIONS[mimeType] : ['bin'];
  const { stem, extension } = splitExtension(name);
  if (extension !== null && wanted.includes(extension.toLowerCase())) return name;
  // "passport.pdf.html": the stem already ends in the right extension.
  const inner = extension === null ? null : splitExtension(stem).extension;
  if (inner !== null && wanted.includes(inner.toLowerCase()))
    return truncateFileName(stem, MAX_FILE_NAME_LENGTH);
  const base = extension === null ? name : stem;
  return truncateFileName(`${base}.${wanted[0]}`, MAX_FILE_NAME_LENGTH);
}

export interface DocumentMeta {
  id: number;
  /** The application the file was uploaded with; null when uploaded on the student page. */
  applicationId: number | null;
  studentId: number;
  /** Passports and English-test certificates: "YYYY-MM-DD". */
  expiresOn: string | null;
  documentType: DocumentType;
  filename: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  uploadedAt: string;
  /** The admin's check: awaiting, verified, or rejected with `reviewReason`. */
  reviewStatus: 'awaiting' | 'verified' | 'rejected';
  reviewReason: string | null;
}
