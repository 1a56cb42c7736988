import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND, ZEmail, ZNewPassword } from '@uniguide/domain';
import { z } from 'zod';

// dist/server.js, dist/cli.js and src/env.ts all sit two levels below the apps folder.
const appsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(appsDir, '..');

const ZFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value),
    'must be true or false',
  )
  .transform((value) => ['true', '1', 'yes'].includes(value));

const ZHttpUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value),
    'must be an http(s) URL',
  )
  .transform((value) => value.replace(/\/+$/, ''));

/** A comma-separated list (blanks and empty items dropped), each item checked by `item`. */
function commaList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().min(1).optional(),
  /** Embedded database only: PostgreSQL settings over its memory bounds, `name=value` comma-separated. */
  PGLITE_SETTINGS: commaList(
    z.string().regex(/^[a-z_]+=[A-Za-z0-9._-]+$/, 'must be name=value settings'),
  ),
  STORAGE_DRIVER: z.enum(['disk', 'postgres', 's3']).default('disk'),
  /** S3-compatible storage (STORAGE_DRIVER=s3): unset endpoint → AWS itself. */
  S3_ENDPOINT: ZHttpUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** MinIO and most S3-compatible servers want bucket names in the path, not the host name. */
  S3_FORCE_PATH_STYLE: ZFlag.default(false),
  PUBLIC_AGENT_URL: ZHttpUrl.optional(),
  PUBLIC_ADMIN_URL: ZHttpUrl.optional(),
  COOKIE_DOMAIN: z
    .string()
    .trim()
    .regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain such as .uniguide.ae')
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZFlag.default(false),
  SEED_DEMO: ZFlag.optional(),
  ADMIN_EMAIL: ZEmail.optional(),
  ADMIN_PASSWORD: ZNewPassword.optional(),
  AGENT_DIST: z.string().trim().min(1).optional(),
  ADMIN_DIST: z.string().trim().min(1).optional(),
  ALLOWED_ORIGINS: commaList(ZHttpUrl),
  /** Sign-in and sign-up requests per client IP per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Requests by a student's link (its page and its API) per client IP per minute. */
  SHARE_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * Agency invitations one owner may send per 15 minutes; one client address may send twice as
   * many, and as many verification links (docs/decisions/034-mail-pace-tokens-and-restarts.md).
   */
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Shares rate limits and sign-in throttles between server processes. */
  REDIS_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^rediss?:\/\/[^/\s]+/i.test(value) && URL.canParse(value),
      'must start with redis:// or rediss://',
    )
    .optional(),
  /** Prefix of every key UniGuide writes, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._:-]{1,64}$/,
      'must be 1-64 letters, digits, dots, dashes, colons or underscores',
    )
    .default('uniguide:'),
  /** Where e-mail goes (smtp:// or smtps://, with user:password@ when the server needs them). */
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (value) => /^smtps?:\/\/[^/\s]+/i.test(value) && URL.canParse(value),
      'must start with smtp:// or smtps://',
    )
    .optional(),
  /** The From of every e-mail, e.g. `UniGuide <no-reply@uniguide.ae>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .refine(
      (value) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(value),
      'must be an e-mail address, optionally as Name <address>',
    )
    .optional(),
  /** Longest a client may take to send a whole request other than an upload, headers and body (answered 408). */
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * An upload (the multipart routes and PATCH /api/uploads) has no total deadline: it ends 408 only
   * when no byte of its body arrives for this long.
   */
  UPLOAD_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A resumable upload not finished within this many hours is swept with its bytes. */
  UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Unfinished resumable uploads one user may hold at once. */
  UPLOAD_MAX_PARTIAL_COUNT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Megabytes all of one user's unfinished resumable uploads may declare together. */
  UPLOAD_MAX_PARTIAL_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** A socket that neither sends nor receives a byte for this long is closed. */
  IDLE_SOCKET_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Open sockets the process accepts in all; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(512),
  /** Open sockets per client address (ignored with TRUST_PROXY, where every socket is the proxy's). */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(64),
});

export interface Env {
  /** The folder the command was typed in; relative paths on the command line resolve against it. */
  invocationDir: string;
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string | undefined;
  /** Absolute. */
  dataDir: string;
  /** PostgreSQL settings for the embedded database over its memory bounds (decision 033). */
  pgliteSettings: string[];
  storageDriver: 'disk' | 'postgres' | 's3';
  /** Set when storageDriver is s3 (and for `storage:migrate --to s3`). */
  s3: S3Settings | undefined;
  publicAgentUrl: string;
  publicAdminUrl: string;
  cookieDomain: string | undefined;
  sessionTtlDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  agentDist: string;
  adminDist: string;
  allowedOrigins: string[];
  authRateLimit: number;
  shareRateLimit: number;
  mailRateLimit: number;
  /** Unset: rate limits and sign-in throttles are counted in each process's memory. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Unset: no e-mail leaves the server; every message waits in the outbox (admin console). */
  smtpUrl: string | undefined;
  mailFrom: string;
  requestBodyTimeoutSeconds: number;
  idleSocketTimeoutSeconds: number;
  uploadIdleTimeoutSeconds: number;
  uploadExpiryHours: number;
  uploadMaxPartialCount: number;
  uploadMaxPartialBytes: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither → the AWS SDK's own credential chain (instance role, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Validates the environment once at start-up (the only place that reads it) and fails fast with every
 * problem listed. Empty values count as unset, as docker-compose passes unset variables as "".
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ZEnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  if (Boolean(present.ADMIN_EMAIL) !== Boolean(present.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (present.STORAGE_DRIVER === 's3' && !present.S3_BUCKET) {
    problems.push('S3_BUCKET is required when STORAGE_DRIVER is s3');
  }
  if (Boolean(present.S3_ACCESS_KEY_ID) !== Boolean(present.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  const env = parsed.data;
  const embedded = !env.DATABASE_URL;
  // Relative paths are taken from where the command was typed (pnpm runs scripts inside the package).
  const cwd = source.INIT_CWD ?? process.cwd();
  return {
    invocationDir: cwd,
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    databaseUrl: env.DATABASE_URL,
    // Unset: the repository's .data, whichever of `pnpm start`, `pnpm dev` or the CLI runs.
    dataDir: env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : resolve(repoRoot, '.data'),
    pgliteSettings: env.PGLITE_SETTINGS,
    storageDriver: env.STORAGE_DRIVER,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    publicAgentUrl: env.PUBLIC_AGENT_URL ?? `http://localhost:${env.PORT}`,
    publicAdminUrl: env.PUBLIC_ADMIN_URL ?? `http://admin.localhost:${env.PORT}`,
    cookieDomain: env.COOKIE_DOMAIN,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO ?? embedded,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    agentDist: env.AGENT_DIST ? resolve(cwd, env.AGENT_DIST) : resolve(appsDir, 'agent/dist'),
    adminDist: env.ADMIN_DIST ? resolve(cwd, env.ADMIN_DIST) : resolve(appsDir, 'admin/dist'),
    allowedOrigins: env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    authRateLimit: env.AUTH_RATE_LIMIT,
    shareRateLimit: env.SHARE_RATE_LIMIT,
    mailRateLimit: env.MAIL_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ??
      `${BRAND.name} <no-reply@${new URL(env.PUBLIC_AGENT_URL ?? 'http://localhost').hostname}>`,
    requestBodyTimeoutSeconds: env.REQUEST_BODY_TIMEOUT_SECONDS,
    idleSocketTimeoutSeconds: env.IDLE_SOCKET_TIMEOUT_SECONDS,
    uploadIdleTimeoutSeconds: env.UPLOAD_IDLE_TIMEOUT_SECONDS,
    uploadExpiryHours: env.UPLOAD_EXPIRY_HOURS,
    uploadMaxPartialCount: env.UPLOAD_MAX_PARTIAL_COUNT,
    uploadMaxPartialBytes: env.UPLOAD_MAX_PARTIAL_MB * 1024 * 1024,
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
  };
}
