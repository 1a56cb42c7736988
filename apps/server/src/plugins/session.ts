import cookie from '@fastify/cookie';
import { resolveSession, sessionExpiry, type Context } from '@uniguide/api';
import { queries } from '@uniguide/db';
import { LANGUAGE_COOKIE, type Language, type PublicUser } from '@uniguide/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { appForHost, isApiPath } from '../hosts';
import { languageCookieOptions, requestLanguage } from '../language';

export const SESSION_COOKIE = 'uniguide_session';
// Sliding expiry: a busy session is extended at most this often per process, not on every request.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const TOUCH_MEMORY = 50_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user of this request (API paths only). */
    user: PublicUser | null;
    /** SHA-256 of the session token, when signed in. */
    sessionId: string | null;
    /** The signed-in user's saved language (decision 069). */
    savedLanguage: Language | null;
    /** Builds the API context for this request. */
    apiContext(reply: FastifyReply): Context;
  }
}

export function sessionCookieOptions(config: AppConfig, expires?: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    domain: config.cookieDomain,
    ...(expires ? { expires } : {}),
  };
}

/**
 * Loads the session user on API requests from the `uniguide_session` cookie and gives the procedures
 * a context to set or clear that cookie.
 */
export const sessionPlugin = fp<{
  config: AppConfig;
  storage: Context['storage'];
  loginFailures: Context['loginFailures'];
}>(
  async (app: FastifyInstance, { config, storage, loginFailures }) => {
    await app.register(cookie);
    const lastTouched = new Map<string, number>();

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('savedLanguage', null);
    app.decorateRequest(
      'apiContext',
      function (this: FastifyRequest, reply: FastifyReply): Context {
        return {
          db: app.db,
          config: {
            sessionTtlDays: config.sessionTtlDays,
            publicAgentUrl: config.publicAgentUrl,
            publicAdminUrl: config.publicAdminUrl,
            mailDelivery: config.mailDelivery,
            mailRateLimit: config.mailRateLimit,
          },
          user: this.user,
          sessionId: this.sessionId,
          language: requestLanguage(this, this.savedLanguage),
          cookies: {
            set: (token, expiresAt) => {
              reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expiresAt));
            },
            clear: () => {
              reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
            },
            setLanguage: (language) => {
              reply.setCookie(LANGUAGE_COOKIE, language, languageCookieOptions(config));
            },
          },
          meta: {
            ip: this.ip ?? null,
            userAgent: this.headers['user-agent']?.slice(0, 500) ?? null,
            app: appForHost(this.host, config),
          },
          storage,
          loginFailures,
        };
      },
    );

    async function extend(sessionId: string, token: string, reply: FastifyReply): Promise<void> {
      const now = Date.now();
      if (now - (lastTouched.get(sessionId) ?? 0) < TOUCH_INTERVAL_MS) return;
      if (lastTouched.size >= TOUCH_MEMORY) lastTouched.clear();
      lastTouched.set(sessionId, now);
      const expiresAt = sessionExpiry(config.sessionTtlDays, new Date(now));
      await queries.users.touchSession(app.db, sessionId, expiresAt);
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, expiresAt));
    }

    app.addHook('onRequest', async (request, reply) => {
      // Static files and the health probe never need the session (and the probe must not hit the
      // database twice when it is down).
      if (!isApiPath(request.url) || request.url.startsWith('/api/health')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await resolveSession(app.db, token);
      if (!session) {
        // Revoked, expired or deactivated: drop the dead cookie so the browser stops sending it.
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
        return;
      }
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.savedLanguage = session.language;
      // The saved choice travels to the server-rendered pages in the language cookie (decision 069).
      if (session.language && request.cookies[LANGUAGE_COOKIE] !== session.language) {
        reply.setCookie(LANGUAGE_COOKIE, session.language, languageCookieOptions(config));
      }
      await extend(request.sessionId, token, reply);
    });
  },
  { name: 'uniguide-session', dependencies: ['uniguide-db'] },
);
