/**
 * E-mail (docs/decisions/023-email.md): templates from @uniguide/emails, the outbox, single-use
 * account tokens and the SMTP transport. Everything that sends mail imports it from here.
 */
export {
  deliverOutboxMessage,
  EMAIL_RETRY,
  emailQueueFor,
  enqueueEmail,
  isEmailQueue,
  languageForAddress,
  type DeliveryOutcome,
  type DeliverySettings,
  type EmailRetryPolicy,
  type EnqueueEmailInput,
} from './outbox';
export {
  consumeAuthToken,
  INVALID_TOKEN_MESSAGE,
  issueAuthToken,
  PASSWORD_RESET_TTL_MINUTES,
  type AuthTokenPurpose,
} from './tokens';
export { createSmtpTransport, type MailTransport, type OutgoingMessage } from './transport';
export {
  getOutboxMessage,
  listDeadJobs,
  listOutbox,
  retryDeadJob,
  retryOutboxMessage,
} from './outbox-admin';
