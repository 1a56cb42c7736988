import { queries } from '@uniguide/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesIfNoneMatch, preferredEncoding } from '../catalogue-cache/negotiate';
import { CATALOGUE_PROCEDURES, cacheKeyOf } from '../catalogue-cache/request-key';
import {
  ResponseCache,
  cachedResponse,
  type CachedResponse,
} from '../catalogue-cache/response-cache';
import { VersionWatch } from '../catalogue-cache/version-watch';
import type { RestRow } from '../rest/types';

/** Browsers and shared caches may keep an answer this long, then revalidate with its ETag. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
/** How stale a write made by another process may look here (decision 011). */
export const VERSION_CHECK_INTERVAL_MS = 1000;
const LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };
/**
 * Headers of the first answer a cached answer does not repeat: per-request ones, and those this
 * plugin sets itself. Everything else (content type, X-Total-Count, the security headers of helmet,
 * whose hook a hit skips) is replayed as it was.
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
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogueCacheOptions {
  rows: RestRow[];
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
  }
}

function isResponse(payload: unknown): payload is Response {
  return Object.prototype.toString.call(payload) === '[object Response]';
}

function withAcceptEncoding(vary: string | undefined): string {
  return vary ? `${vary}, accept-encoding` : 'accept-encoding';
}

/**
 * Answers repeated public catalogue reads (REST rows and tRPC batches of catalogue procedures only)
 * from memory: pre-serialised bytes, compressed copies, a strong ETag and 304 for If-None-Match.
 * The cache belongs to one catalogue version (the `catalogue_version` row that a trigger bumps on
 * every write to programs or universities); see docs/decisions/011-catalogue-cache.md.
 *
 * Registered before the security, rate-limit and session plugins, so a hit costs no session lookup
 * and no header building (the first answer's security headers are kept with it; CSRF and rate limits
 * concern mutations and sign-ins only); a catalogue read is answered
 * as for an anonymous visitor (its Cookie header is set aside), so nothing per-user can enter a cached
 * body and no Set-Cookie rides on a public answer.
 */
export const catalogueCachePlugin = fp<CatalogueCacheOptions>(
  async (app: FastifyInstance, options) => {
    const restRoutes = new Map(
      options.rows
        .filter((row) => row.method === 'GET' && CATALOGUE_PROCEDURES.has(row.procedure))
        .map((row) => [row.path, row.procedure]),
    );
    const cache = new ResponseCache(LIMITS);
    let cachedVersion: number | undefined;
    const versions = new VersionWatch(
      () => queries.catalogueVersion(app.db),
      options.versionCheckIntervalMs ?? VERSION_CHECK_INTERVAL_MS,
    );
    app.decorate('catalogueCache', cache);
    app.decorateRequest('catalogueCacheMiss', null);

    /** The current version; a new one empties the cache. Undefined when it cannot be read. */
    async function currentVersion(request: FastifyRequest): Promise<number | undefined> {
      let version: number;
      try {
        version = await versions.current();
      } catch (error) {
        request.log.warn({ err: error }, 'catalogue cache: version unreadable, answering uncached');
        return undefined;
      }
      if (version !== cachedVersion) {
        cache.clear();
        cachedVersion = version;
      }
      return version;
    }

    function describe(reply: FastifyReply, entry: CachedResponse): void {
      reply.header('etag', entry.etag);
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      reply.header('vary', withAcceptEncoding(entry.headers.vary));
    }

    app.addHook('onRequest', async (request, reply) => {
      const cacheKey = cacheKeyOf(
        {
          method: request.method,
          url: request.url,
          route: request.routeOptions.url,
          trpcAccept: request.headers['trpc-accept'],
        },
        restRoutes,
      );
      if (cacheKey === undefined) return;
      const { key, maxAgeMs } = cacheKey;
      // The answer must not depend on who asks: the session plugin finds no cookie to read or renew.
      if (request.headers.cookie !== undefined) delete request.headers.cookie;
      const version = await currentVersion(request);
      if (version === undefined) return;
      const entry = cache.get(key);
      if (!entry) {
        request.catalogueCacheMiss = { key, maxAgeMs, version };
        return;
      }

      describe(reply, entry);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      for (const [name, value] of Object.entries(entry.headers))
        if (name !== 'vary') reply.header(name, value);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const encoded = encoding && entry.encoded[encoding];
      if (encoding && encoded) {
        reply.header('content-encoding', encoding);
        return reply.send(encoded);
      }
      if (encoding) {
        cache.compress(key, entry).catch((error: unknown) => {
          entry.compressing = false;
          request.log.warn({ err: error }, 'catalogue cache: compression failed');
        });
      }
      return reply.send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // A write through this process is visible to its next catalogue read, not a second later.
      if (!READS.has(request.method) && reply.statusCode < 400) versions.expire();

      const miss = request.catalogueCacheMiss;
      if (!miss) return payload;
      request.catalogueCacheMiss = null;
      // tRPC hands Fastify a fetch Response; its status and headers are applied to the reply here,
      // because the bytes replace it as the payload.
      let body: Buffer;
      if (isResponse(payload)) {
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
      return body;
    });
  },
  { name: 'uniguide-catalogue-cache', dependencies: ['uniguide-db'] },
);
