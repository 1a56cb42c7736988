export { appRouter, type AppRouter } from './root';
export { createCallerFactory, toErrorBody } from './trpc';
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
export type { Context, ApiConfig, RequestMeta, SessionCookieSink } from './context';
export { AGENTS_APPLICATION_MESSAGE, requireSignedIn, resolveSession } from './access';
export { writeAudit, type AuditActor, type AuditEntryInput, type Executor } from './services/audit';
export { createAccount, auditableUser, type NewAccount } from './services/accounts';
export {
  MemoryFailureCounter,
  SIGN_IN_BACKOFF,
  type BackoffPolicy,
  type FailureCounter,
} from './services/accounts';
export { bundledEntry } from './lib/bundled-entry';
export { hashPassword, verifyPassword } from './services/accounts';
export { sessionIdFromToken, sessionExpiry, revokeUserSessions } from './services/accounts';
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
export { createMemoryStorage } from './services/storage';
export { FILE_TOO_LARGE_MESSAGE, openDocumentDownload } from './services/documents';
export { registerUpload, type UploadedFile } from './services/documents';
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
} from './services/documents';
export type { ApplicationView } from './services/applications';
export { notifyExpiringDocuments } from './services/documents';
export {
  formatImportReport,
  importCatalogue,
  MAX_CATALOGUE_BYTES,
  type ImportCatalogueInput,
  type ImportProgress,
  type ImportReport,
} from './services/catalogue';
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
export { JOBS, sendJob, setJobQueue, type JobName } from './services/jobs';
export {
  handOnStrandedEmails,
  SCHEDULES,
  startJobQueue,
  stopJobQueue,
  type JobLogger,
  type JobQueueSettings,
} from './services/jobs';
export { unsubscribeToken } from './services/notifications';
export { registerSharedUpload, shareLinkIsLive } from './services/quotes';
export { readQuote } from './services/quotes';
export { renderQuotePdf } from './services/quotes';
