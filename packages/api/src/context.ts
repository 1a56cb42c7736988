import type { Kysely } from 'kysely';
import type { DB } from '@uniguide/db';
import type { Language, PublicUser } from '@uniguide/domain';
import type { FailureCounter } from './services/accounts/auth-throttle';
import type { Storage } from './services/storage/storage';

/** What the HTTP layer gives the API to set or clear the session cookie. */
export interface SessionCookieSink {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** Keeps the visitor's language in the language cookie, so the pages the server renders follow it. */
  setLanguage(language: Language): void;
}

export interface ApiConfig {
  sessionTtlDays: number;
  publicAgentUrl: string;
  publicAdminUrl: string;
  /** `outbox` when no mail server is set: e-mails wait in the admin console's Outbox, none leaves. */
  mailDelivery: 'smtp' | 'outbox';
  /** MAIL_RATE_LIMIT: the allowance of e-mails a user can have sent (services/accounts/send-limits.ts). */
  mailRateLimit: number;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The Host header's app: the admin console or the agent app. */
  app: 'agent' | 'admin';
}

export interface Context {
  db: Kysely<DB>;
  config: ApiConfig;
  /** The signed-in user (active) or null. */
  user: PublicUser | null;
  /** Hash of the current session token, when signed in. */
  sessionId: string | null;
  /**
   * The language of this request's user-facing texts (error messages): the saved choice, else the
   * language cookie, else Accept-Language, else English (`chooseLanguage`).
   */
  language: Language;
  cookies: SessionCookieSink;
  meta: RequestMeta;
  /** Where document bytes live (disk or postgres, docs/product.md §7). */
  storage: Storage;
  /** Failed sign-ins per account: in memory, or in Redis shared by every server process. */
  loginFailures: FailureCounter;
}
