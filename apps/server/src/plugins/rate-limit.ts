import rateLimit from '@fastify/rate-limit';
import { AppError } from '@uniguide/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

type AuthCall = 'login' | 'register' | 'passwordReset';
type LimitedCall = AuthCall | 'share';

const REST_AUTH_CALLS: Record<string, AuthCall> = {
  '/api/login': 'login',
  '/api/register': 'register',
  '/api/password/forgot': 'passwordReset',
  '/api/password/reset': 'passwordReset',
};
const TRPC_AUTH_CALLS: Record<string, AuthCall> = {
  'auth.login': 'login',
  'auth.register': 'register',
  'auth.forgotPassword': 'passwordReset',
  'auth.resetPassword': 'passwordReset',
};

/** The procedures a tRPC path names (a batch names several), trimmed; none for another path. */
function trpcProcedures(path: string): string[] {
  if (!path.startsWith('/trpc/')) return [];
  try {
    return decodeURIComponent(path.slice('/trpc/'.length))
      .split(',')
      .map((name) => name.trim());
  } catch {
    return [];
  }
}

/**
 * The sign-in and sign-up calls in a request, counted one by one: a tRPC batch
 * (`/trpc/auth.login,auth.login`) must not buy several guesses for the price of one request.
 */
export function authCallsOf(request: Pick<FastifyRequest, 'method' | 'url'>): AuthCall[] {
  if (request.method !== 'POST') return [];
  const path = request.url.split('?')[0] ?? '';
  const rest = REST_AUTH_CALLS[path];
  if (rest) return [rest];
  return trpcProcedures(path).flatMap((name) => {
    const call = TRPC_AUTH_CALLS[name];
    return call ? [call] : [];
  });
}

/** A student's page (`/s/{token}`), its API (`/api/share/{token}…`) or tRPC `share.*` calls. */
export function shareCallsOf(request: Pick<FastifyRequest, 'method' | 'url'>): 'share'[] {
  const path = request.url.split('?')[0] ?? '';
  if (/^\/(?:s|api\/share)\//i.test(path)) return ['share'];
  return trpcProcedures(path)
    .filter((name) => name.startsWith('share.'))
    .map(() => 'share' as const);
}

/**
 * Per-IP limits on sign-in, sign-up and password reset, on both protocols. (Failed sign-ins are also limited per
 * account, inside the login procedure.) The student's link is limited per IP too. Everything else is not rate limited. With Redis the counts are
 * shared by every server process; while Redis is away the request goes through and a warning is logged.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(rateLimit, {
      global: false,
      // Keys get the client's REDIS_KEY_PREFIX first (see plugins/redis.ts).
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
    });
    const limiters = {
      login: app.createRateLimit({
        max: config.authRateLimit,
        timeWindow: 60_000,
        keyGenerator: (req) => `login:${req.ip}`,
      }),
      register: app.createRateLimit({
        max: config.authRateLimit,
        timeWindow: 60_000,
        keyGenerator: (req) => `register:${req.ip}`,
      }),
      // Asking for reset links and using them, together (each address is also limited on its own).
      passwordReset: app.createRateLimit({
        max: config.authRateLimit,
        timeWindow: 60_000,
        keyGenerator: (req) => `password-reset:${req.ip}`,
      }),
      // Tokens are 256 bits, so this is no guard against guessing: it keeps one client from
      // hammering the students' pages and the audit trail every use writes.
      share: app.createRateLimit({
        max: config.shareRateLimit,
        timeWindow: 60_000,
        keyGenerator: (req) => `share:${req.ip}`,
      }),
    };
    const REFUSALS: Record<LimitedCall, string> = {
      login: 'Too many sign-in attempts. Please wait a minute and try again.',
      register: 'Too many sign-up attempts. Please wait a minute and try again.',
      passwordReset: 'Too many password reset attempts. Please wait a minute and try again.',
      share: 'Too many requests for this page. Please wait a minute and try again.',
    };

    app.addHook('onRequest', async (request, reply) => {
      for (const call of [...authCallsOf(request), ...shareCallsOf(request)]) {
        const result = await limiters[call](request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'rate-limit store unavailable: request let through');
          return null;
        });
        if (result && !result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('TOO_MANY_REQUESTS', REFUSALS[call]);
        }
      }
    });
  },
  { name: 'uniguide-rate-limit', dependencies: ['uniguide-errors', 'uniguide-redis'] },
);
