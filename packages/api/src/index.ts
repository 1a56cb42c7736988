export { appRouter, type AppRouter } from './root';
export { createCallerFactory, toErrorBody } from './trpc';
export { translateErrorBody } from './i18n/error-messages';
export { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
export type { Context, ApiConfig, RequestMeta, SessionCookieSink } from './context';
export { AGENTS_APPLICATION_MESSAGE, requireSignedIn, resolveSession } from './access';
export { writeAudit, type AuditActor, type AuditEntryInput, type Executor } from './services/audit';
export {
  createAccount,
  auditableUser,
  type NewAccount,
  MemoryFailureCounter,
  SIGN_IN_BACKOFF,
  type BackoffPolicy,
  type FailureCounter,
  hashPassword,
  verifyPassword,
  sessionIdFromToken,
  sessionExpiry,
  revokeUserSessions,
} from './services/accounts';
export { bundledEntry } from './lib/bundled-entry';
export {
  ByteLimit,
  assertStorageKey,
  fileTooLarge,
  newStorageKey,
  parseByteRange,
  readLimited,
  storageHolding,
  STORAGE_DRIVERS,
  STORAGE_KEY_PATTERN,
  type ByteRange,
  type GetOptions,
  type PutOptions,
  type Storage,
  type StorageDriver,
  createMemoryStorage,
} from './services/storage';
export {
  FILE_TOO_LARGE_MESSAGE,
  openDocumentDownload,
  registerUpload,
  type UploadedFile,
  finishResumableUpload,
  findOwnResumableUpload,
  forgetResumableUpload,
  startResumableUpload,
  sweepExpiredResumableUploads,
  UPLOAD_NOT_COMPLETE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  type PartialUploadStore,
  type ResumableUploadLimits,
  notifyExpiringDocuments,
} from './services/documents';
export { openMaterialDownload, registerMarketingMaterial } from './services/marketing';
export { type ApplicationView } from './services/applications';
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
export {
  JOBS,
  sendJob,
  setJobQueue,
  type JobName,
  handOnStrandedEmails,
  SCHEDULES,
  startJobQueue,
  stopJobQueue,
  type JobLogger,
  type JobQueueSettings,
} from './services/jobs';
export { unsubscribeToken } from './services/notifications';
export {
  registerSharedUpload,
  shareLinkIsLive,
  readQuote,
  renderQuotePdf,
} from './services/quotes';
