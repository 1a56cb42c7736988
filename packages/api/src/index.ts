export { appRouter, type AppRouter } from './root';
export { createCallerFactory, toErrorBody } from './trpc';
export { translateErrorBody } from './i18n/error-messages';
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
export type { Context, ApiConfig, RequestMeta, SessionCookieSink } from './context';
export { AGENTS_APPLICATION_MESSAGE, requireSignedIn, resolveSession } from './access';
export { writeAudit, type AuditActor, type AuditEntryInput, type Executor } from './services/audit';
export { createAccount, auditableUser, type NewAccount } from './services/auth';
export {
  MemoryFailureCounter,
  SIGN_IN_BACKOFF,
  type BackoffPolicy,
  type FailureCounter,
} from './services/auth-throttle';
export { bundledEntry } from './services/bundled-entry';
export { hashPassword, verifyPassword } from './services/password';
export { sessionIdFromToken, sessionExpiry, revokeUserSessions } from './services/session';
export {
  ByteLimit,
  assertStorageKey,
  fileTooLarge,
  newStorageKey,
  parseByteRange,
  storageHolding,
  STORAGE_DRIVERS,
  STORAGE_KEY_PATTERN,
  type ByteRange,
  type GetOptions,
  type PutOptions,
  type Storage,
  type StorageDriver,
} from './services/storage';
export { createMemoryStorage } from './services/storage-memory';
export { FILE_TOO_LARGE_MESSAGE, openDocumentDownload } from './services/documents';
export { registerUpload, type UploadedFile } from './services/documents-upload';
export { openMaterialDownload, registerMarketingMaterial } from './services/marketing';
export {
  finishResumableUpload,
  findOwnResumableUpload,
  forgetResumableUpload,
  startResumableUpload,
  sweepExpiredResumableUploads,
  UPLOAD_NOT_COMPLETE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  type PartialUploadStore,
  type ResumableUploadLimits,
} from './services/resumable-uploads';
export type { ApplicationView } from './services/applications/view';
export { notifyExpiringDocuments } from './services/document-expiry';
export {
  formatImportReport,
  importCatalogue,
  MAX_CATALOGUE_BYTES,
  type ImportCatalogueInput,
  type ImportProgress,
  type ImportReport,
} from './services/catalogue-import';
export {
  consumeAuthToken,
  createSmtpTransport,
  deliverOutboxMessage,
  enqueueEmail,
  issueAuthToken,
  type AuthTokenPurpose,
  type DeliverySettings,
  type EnqueueEmailInput,
  type MailTransport,
} from './services/mail';
export { JOBS, sendJob, setJobQueue, type JobName } from './services/jobs/queue';
export {
  handOnStrandedEmails,
  SCHEDULES,
  startJobQueue,
  stopJobQueue,
  type JobLogger,
  type JobQueueSettings,
} from './services/jobs/workers';
export { unsubscribeToken } from './services/notification-email';
export { registerSharedUpload, shareLinkIsLive } from './services/quotes/shared-page';
export { readQuote } from './services/quotes/quotes';
export { renderQuotePdf } from './services/quotes/quote-pdf';
