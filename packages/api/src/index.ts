export { appRouter, type AppRouter } from './root';
export { createCallerFactory, toErrorBody } from './trpc';
export type { Context, ApiConfig, RequestMeta, SessionCookieSink } from './context';
export { writeAudit, type AuditActor, type AuditEntryInput, type Executor } from './services/audit';
export { createAccount, auditableUser, type NewAccount } from './services/auth';
export { hashPassword, verifyPassword } from './services/password';
export { sessionIdFromToken, sessionExpiry, revokeUserSessions } from './services/session';
export {
  ByteLimit,
  assertStorageKey,
  fileTooLarge,
  newStorageKey,
  type PutOptions,
  type Storage,
} from './services/storage';
export { createMemoryStorage } from './services/storage-memory';
export {
  FILE_TOO_LARGE_MESSAGE,
  openDocumentDownload,
  registerUploadedDocument,
  type UploadedFile,
} from './services/documents';
export type { ApplicationView } from './services/applications/view';
export {
  formatImportReport,
  importCatalogue,
  MAX_CATALOGUE_BYTES,
  type ImportCatalogueInput,
  type ImportReport,
} from './services/catalogue-import';
