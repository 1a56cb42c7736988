import type { Kysely, DB } from '@uniguide/db';
import { chooseLanguage, type Language } from '@uniguide/domain';
import { resolveSession } from '../access';
import type { ApiConfig, Context, RequestMeta } from '../context';
import { appRouter } from '../root';
import { MemoryFailureCounter } from '../services/accounts';
import { createMemoryStorage } from '../services/storage';
import { createCallerFactory } from '../trpc';

/** What the procedures did to the cookies: the last token set, whether it was cleared, the language kept. */
export interface CookieJar {
  token: string | null;
  expiresAt: Date | null;
  cleared: boolean;
  language: Language | null;
}

export interface TestContextOptions {
  /** A session token as the cookie would carry it; the user is loaded as the server does. */
  token?: string | null;
  app?: RequestMeta['app'];
  ip?: string;
  userAgent?: string;
  /** The request's language cookie and Accept-Language header, as the browser would send them. */
  languageCookie?: string;
  acceptLanguage?: string;
}

// One counter per database, shared by every simulated request on it as a server's is: the tests of
// one file on PGlite and on PostgreSQL are two deployments, whose user ids may coincide.
const testLoginFailures = new WeakMap<Kysely<DB>, MemoryFailureCounter>();

function loginFailuresOf(db: Kysely<DB>): MemoryFailureCounter {
  let counter = testLoginFailures.get(db);
  if (!counter) {
    counter = new MemoryFailureCounter();
    testLoginFailures.set(db, counter);
  }
  return counter;
}

export const TEST_CONFIG: ApiConfig = {
  sessionTtlDays: 30,
  publicAgentUrl: 'http://localhost:3000',
  publicAdminUrl: 'http://admin.localhost:3000',
  mailDelivery: 'smtp',
  mailRateLimit: 10,
};

/** A request context for createCaller, resolving the session the way the HTTP layer does. */
export async function testContext(
  db: Kysely<DB>,
  options: TestContextOptions = {},
): Promise<{ ctx: Context; jar: CookieJar }> {
  const jar: CookieJar = { token: null, expiresAt: null, cleared: false, language: null };
  const session = options.token ? await resolveSession(db, options.token) : undefined;
  const ctx: Context = {
    db,
    config: TEST_CONFIG,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    language: chooseLanguage({
      saved: session?.language,
      cookie: options.languageCookie,
      acceptLanguage: options.acceptLanguage,
    }),
    cookies: {
      set(token, expiresAt) {
        jar.token = token;
        jar.expiresAt = expiresAt;
        jar.cleared = false;
      },
      clear() {
        jar.token = null;
        jar.expiresAt = null;
        jar.cleared = true;
      },
      setLanguage(language) {
        jar.language = language;
      },
    },
    meta: {
      ip: options.ip ?? '203.0.113.7',
      userAgent: options.userAgent ?? 'vitest',
      app: options.app ?? 'agent',
    },
    storage: createMemoryStorage(),
    loginFailures: loginFailuresOf(db),
  };
  return { ctx, jar };
}

export const createTestCaller = createCallerFactory(appRouter);

/** A caller plus its cookie jar, for one simulated request. */
export async function testCaller(db: Kysely<DB>, options: TestContextOptions = {}) {
  const { ctx, jar } = await testContext(db, options);
  return { caller: createTestCaller(ctx), ctx, jar };
}
