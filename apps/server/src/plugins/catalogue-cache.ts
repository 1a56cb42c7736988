import type { IncomingMessage, ServerResponse } from 'node:http';
import { queries } from '@uniguide/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HitWriter, cachingHeaders } from '../catalogue-cache/hit-writer';
import { matchesIfNoneMatch, preferredEncoding } from '../catalogue-cache/negotiate';
import {
  CATALOGUE_PROCEDURES,
  CacheKeys,
  keyInLanguage,
  type PageKeys,
} from '../catalogue-cache/request-key';
import {
  ResponseCache,
  cachedResponse,
  type CachedResponse,
} from '../catalogue-cache/response-cache';
import { VersionWatch } from '../catalogue-cache/version-watch';
import { isFetchResponse } from '../fetch-response';
import { languageOfHeaders } from '../language';
import type { Language } from '@uniguide/domain';
import type { Front } from '../front-server';
import type { RestRow } from '../rest/types';
import { audienceOf, type Audience, type SecurityHeaders } from '../security-headers';
/** How stale a write made by another process may look here (decision 011). */
export const VERSION_CHECK_INTERVAL_MS = 1000;
const LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };
/**
 * Headers of the first answer a cached answer does not repeat: per-request ones, and those this
 * plugin sets itself. Everything else (content type, X-Total-Count) is replayed as it was; the
 * security headers are not among them yet (their onSend hook runs after this one): HitWriter adds the
 * same set to every hit.
 */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'cache-control',
  // Chosen per visitor on every answer, hit or miss (decision 098).
  'cross-origin-opener-policy',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The audience of a cached answer other than a rendered page (a read, the sitemap, a preview card):
 * the same headers go to both (decision 098), so one header list per entry serves them, and no
 * cookie is read for it.
 */
const ANY_AUDIENCE: Audience = 'session';

export interface CatalogueCacheOptions {
  rows: RestRow[];
  /** The headers the security plugin adds to every answer; a hit carries them too. */
  security: SecurityHeaders;
  /** Where hits of URLs Fastify has routed before are answered without it (app.ts). */
  front?: Front;
  /** The agent app's server-rendered pages, cached like catalogue reads (decision 040). */
  pages?: PageKeys;
  /** Tests shorten it; the default is VERSION_CHECK_INTERVAL_MS. */
  versionCheckIntervalMs?: number;
}

interface Pending {
  key: string;
  maxAgeMs: number | undefined;
  /** The catalogue version this answer is computed under; it is stored only if still current. */
  version: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue response cache, for tests and the health of the cache in logs. */
    catalogueCache: ResponseCache;
  }
  interface FastifyRequest {
    catalogueCacheMiss: Pending | null;
    /**
     * A localised page's language, read before the Cookie header is set aside (decision 069): the
     * page is rendered in it and kept under it.
     */
    pageLanguage: Language | null;
    /**
     * Whether the visitor sent a session cookie, read before the Cookie header is set aside: a page
     * goes to one with the whole document set (decision 098).
     */
    pageAudience: Audience | null;
  }
}

/**
 * Answers repeated public catalogue reads (REST rows and tRPC batches of catalogue procedures only)
 * from memory: pre-serialised bytes, compressed copies, a strong ETag and 304 for If-None-Match.
 * The cache belongs to one catalogue version (the `catalogue_version` row that a trigger bumps on
 * every write to programs or universities, or once per import on the embedded database); see
 * docs/decisions/011-catalogue-cache.md.
 *
 * A hit is written straight to Node's response with the security plugin's headers (HitWriter): in
 * front of Fastify when Fastify has routed its URL before (`front`), else from this plugin's
 * onRequest hook, registered before the security, rate-limit and session plugins, so a hit costs no
 * session lookup (CSRF and rate limits concern mutations and sign-ins only). A catalogue read is
 * answered as for an anonymous visitor (its Cookie header is set aside), so nothing per-user can enter
 * a cached body and no Set-Cookie rides on a public answer.
 */
export const catalogueCachePlugin = fp<CatalogueCacheOptions>(
  async (app: FastifyInstance, options) => {
    const restRoutes = new Map(
      options.rows
        .filter((row) => row.method === 'GET' && CATALOGUE_PROCEDURES.has(row.procedure))
        .map((row) => [row.path, row.procedure]),
    );
    const keys = new CacheKeys(restRoutes, undefined, options.pages);
    const cache = new ResponseCache(LIMITS);
    let cachedVersion: number | undefined;
    const versions = new VersionWatch(
      () => queries.catalogue.catalogueVersion(app.db),
      options.versionCheckIntervalMs ?? VERSION_CHECK_INTERVAL_MS,
    );
    app.decorate('catalogueCache', cache);
    app.decorateRequest('catalogueCacheMiss', null);
    app.decorateRequest('pageLanguage', null);
    app.decorateRequest('pageAudience', null);

    /** A version just read; a new one empties the cache. */
    function adopt(version: number): number {
      if (version !== cachedVersion) {
        cache.clear();
        cachedVersion = version;
      }
      return version;
    }

    /**
     * The current version — from memory on almost every request, so without a promise then — or
     * undefined when it cannot be read (the request is answered uncached).
     */
    function currentVersion(request: FastifyRequest): number | Promise<number | undefined> {
      const current = versions.current();
      if (typeof current === 'number') return adopt(current);
      return current.then(adopt, (error: unknown) => {
        request.log.warn({ err: error }, 'catalogue cache: version unreadable, answering uncached');
        return undefined;
      });
    }

    function describe(reply: FastifyReply, entry: CachedResponse): void {
      for (const [name, value] of cachingHeaders(entry)) reply.header(name, value);
    }

    const writer = new HitWriter(options.security, app.log, 'catalogue cache');

    /** Sends the cached answer to `key` and says true, or marks the request a miss and says false. */
    function answerFromCache(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      maxAgeMs: number | undefined,
      version: number,
    ): boolean {
      const entry = cache.get(key);
      if (!entry) {
        request.catalogueCacheMiss = { key, maxAgeMs, version };
        return false;
      }
      // Fastify still logs the request when the raw response finishes.
      reply.hijack();
      // Read in the onRequest hook for a rendered page; any other answer is the same for both.
      const audience = request.pageAudience ?? ANY_AUDIENCE;
      if (writer.send(request.headers, reply.raw, entry, request.id, audience, false)) return true;
      // The first request that accepts an encoding after a fill waits for its copy (made once, for
      // every later hit) rather than taking the identity bytes.
      // (Only such an encoding leaves a hit unwritten; without one the bytes go out as they are.)
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding)
        return writer.send(request.headers, reply.raw, entry, request.id, audience, true);
      void cache
        .compress(key, entry, encoding)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'catalogue cache: compression failed');
        })
        .then(() => writer.send(request.headers, reply.raw, entry, request.id, audience, true));
      return true;
    }

    /**
     * The front's answer: a GET for a URL Fastify has routed to a catalogue read before, held in the
     * cache under the current version, gets the same answer the hook would give, and the same log
     * line. Anything else — a first URL, a miss, a version still being read, a compression not made
     * yet, a streaming tRPC request — is handed to Fastify untouched.
     */
    function answerInFront(request: IncomingMessage, response: ServerResponse): boolean {
      const { method, url } = request;
      if (method !== 'GET' || url === undefined || request.headers['trpc-accept'] !== undefined)
        return false;
      const cacheKey = keys.remembered(url, request.headers.host);
      if (cacheKey === undefined) return false;
      const version = versions.current();
      if (typeof version !== 'number') {
        // The hook that takes the request waits for the same read and reports its failure.
        version.catch(() => undefined);
        return false;
      }
      adopt(version);
      const entry = cache.get(
        cacheKey.localised
          ? keyInLanguage(cacheKey, languageOfHeaders(request.headers))
          : cacheKey.key,
      );
      if (!entry) return false;
      // Only a rendered page's answer depends on it (the hook reads it alike).
      const audience = cacheKey.localised ? audienceOf(request.headers) : ANY_AUDIENCE;
      // Timed from here, so a request handed to Fastify reads no clock; the checks above take well
      // under a microsecond.
      return writer.answerInFront(request, response, entry, audience, false);
    }

    options.front?.add(answerInFront);

    // Callback-style hooks: a hit is the hot path, and it needs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      const cacheKey = keys.of({
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        trpcAccept: request.headers['trpc-accept'],
        host: request.headers.host,
      });
      if (cacheKey === undefined) return done();
      // A localised page depends on the language cookie, and its opener policy on the session
      // cookie: read both before the cookie goes.
      if (cacheKey.localised) {
        request.pageLanguage = languageOfHeaders(request.headers);
        request.pageAudience = audienceOf(request.headers);
      }
      const key = request.pageLanguage
        ? keyInLanguage(cacheKey, request.pageLanguage)
        : cacheKey.key;
      // The answer must not depend on who asks: the session plugin finds no cookie to read or renew.
      if (request.headers.cookie !== undefined) delete request.headers.cookie;
      const settle = (version: number | undefined): void => {
        if (
          version === undefined ||
          !answerFromCache(request, reply, key, cacheKey.maxAgeMs, version)
        )
          done();
      };
      const version = currentVersion(request);
      if (typeof version === 'number') settle(version);
      else version.then(settle).catch((error: unknown) => done(error as Error));
    });

    /** Keeps a missed answer (unless a write made it stale meanwhile) and returns what to send. */
    async function keepMiss(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      miss: Pending,
    ): Promise<unknown> {
      // tRPC hands Fastify a fetch Response; its status and headers are applied to the reply here,
      // because the bytes replace it as the payload.
      let body: Buffer;
      if (isFetchResponse(payload)) {
        if (payload.status !== 200) return payload;
        reply.code(200);
        for (const [name, value] of payload.headers) reply.header(name, value);
        body = Buffer.from(await payload.arrayBuffer());
      } else if (reply.statusCode === 200 && typeof payload === 'string') {
        body = Buffer.from(payload);
      } else if (reply.statusCode === 200 && Buffer.isBuffer(payload)) {
        body = payload;
      } else {
        return payload;
      }

      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = String(value);
      }
      // A write landed while this answer was computed: send it, but do not keep it.
      const entry =
        cachedVersion === miss.version
          ? cache.set(miss.key, body, headers, miss.maxAgeMs)
          : cachedResponse(body, headers);
      describe(reply, entry);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return null;
      }
      // The first answer goes out compressed too: the whole catalogue is most of a megabyte as JSON
      // (decision 019), and its copy is made once, in zlib's thread pool, for every later hit.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) {
        try {
          await cache.compress(miss.key, entry, encoding);
        } catch (error) {
          request.log.warn({ err: error }, 'catalogue cache: compression failed');
        }
        const encoded = entry.encoded[encoding];
        if (encoded) {
          reply.header('content-encoding', encoding);
          return encoded;
        }
      }
      return body;
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      // A write through this process is visible to its next catalogue read, not a second later.
      if (!READS.has(request.method) && reply.statusCode < 400) versions.expire();

      const miss = request.catalogueCacheMiss;
      if (!miss) return done(null, payload);
      request.catalogueCacheMiss = null;
      keepMiss(request, reply, payload, miss).then(
        (sent) => done(null, sent),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'uniguide-catalogue-cache', dependencies: ['uniguide-db'] },
);
