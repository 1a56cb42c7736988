import type { Env } from './env';
import { loadEnv } from './env';

/** What the HTTP app needs from the environment; tests override single fields. */
export type AppConfig = Pick<
  Env,
  | 'nodeEnv'
  | 'publicAgentUrl'
  | 'publicAdminUrl'
  | 'allowedOrigins'
  | 'cookieDomain'
  | 'sessionTtlDays'
  | 'trustProxy'
  | 'agentDist'
  | 'adminDist'
  | 'authRateLimit'
  | 'shareRateLimit'
  | 'mailRateLimit'
  | 'redisUrl'
  | 'redisKeyPrefix'
  | 'requestBodyTimeoutSeconds'
  | 'idleSocketTimeoutSeconds'
  | 'uploadIdleTimeoutSeconds'
  | 'uploadExpiryHours'
  | 'uploadMaxPartialCount'
  | 'uploadMaxPartialBytes'
  | 'maxConnections'
  | 'maxConnectionsPerClient'
> & {
  /** `outbox` without SMTP_URL: the e-mails wait in the admin console's Outbox. */
  mailDelivery: 'smtp' | 'outbox';
};

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    nodeEnv: env.nodeEnv,
    publicAgentUrl: env.publicAgentUrl,
    publicAdminUrl: env.publicAdminUrl,
    allowedOrigins: env.allowedOrigins,
    cookieDomain: env.cookieDomain,
    sessionTtlDays: env.sessionTtlDays,
    mailDelivery: env.smtpUrl ? 'smtp' : 'outbox',
    trustProxy: env.trustProxy,
    agentDist: env.agentDist,
    adminDist: env.adminDist,
    authRateLimit: env.authRateLimit,
    shareRateLimit: env.shareRateLimit,
    mailRateLimit: env.mailRateLimit,
    redisUrl: env.redisUrl,
    redisKeyPrefix: env.redisKeyPrefix,
    requestBodyTimeoutSeconds: env.requestBodyTimeoutSeconds,
    idleSocketTimeoutSeconds: env.idleSocketTimeoutSeconds,
    uploadIdleTimeoutSeconds: env.uploadIdleTimeoutSeconds,
    uploadExpiryHours: env.uploadExpiryHours,
    uploadMaxPartialCount: env.uploadMaxPartialCount,
    uploadMaxPartialBytes: env.uploadMaxPartialBytes,
    maxConnections: env.maxConnections,
    maxConnectionsPerClient: env.maxConnectionsPerClient,
  };
}

/** The defaults every variable has when unset; the base that tests override. */
export function defaultAppConfig(): AppConfig {
  return appConfigFromEnv(loadEnv({}));
}
