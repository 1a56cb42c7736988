import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@uniguide/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

/**
 * How the server picks the language of what it answers (decision 069): the signed-in user's saved
 * choice, else the language cookie, else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest, saved: Language | null = null): Language {
  return chooseLanguage({
    saved,
    cookie: languageCookieOf(request.headers),
    acceptLanguage: request.headers['accept-language'],
  });
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language of a page for an anonymous visitor, from the raw headers (the page cache reads it
 * before any plugin parses cookies, and sets the Cookie header aside): the language cookie, else
 * Accept-Language, else English. A signed-in user's saved choice reaches the pages through the
 * cookie, which the session plugin keeps equal to it.
 */
export function languageOfHeaders(headers: IncomingHttpHeaders): Language {
  return chooseLanguage({
    cookie: languageCookieOf(headers),
    acceptLanguage: headers['accept-language'],
  });
}

/** The language cookie's value as sent (read from the header: no plugin need have parsed it). */
function languageCookieOf(headers: IncomingHttpHeaders): string | undefined {
  return headers.cookie ? LANGUAGE_COOKIE_VALUE.exec(headers.cookie)?.[1]?.trim() : undefined;
}

/** A year; the browser's own script writes the same cookie when a visitor switches. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie: readable by the apps' script (it holds no secret), shared by both hosts. */
export function languageCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    domain: config.cookieDomain,
    maxAge: LANGUAGE_COOKIE_SECONDS,
  };
}

/**
 * What a response in a chosen language says about it: the language it is written in, and that a
 * cache must key it by the two request headers that chose it.
 */
export function markLanguage(reply: FastifyReply, language: Language): void {
  reply.header('content-language', language);
  reply.header('vary', addVary(reply.getHeader('vary'), ['Accept-Language', 'Cookie']));
}

function addVary(current: unknown, names: string[]): string {
  const existing =
    typeof current === 'string'
      ? current
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  const lower = new Set(existing.map((name) => name.toLowerCase()));
  return [...existing, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', ');
}
