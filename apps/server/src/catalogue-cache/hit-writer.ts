import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { logFrontAnswer } from '../front-server';
import { requestId } from '../request-id';
import {
  pageHeadersFor,
  securityHeadersFor,
  type Audience,
  type HeaderSet,
  type SecurityHeaders,
} from '../security-headers';
import { matchesIfNoneMatch, preferredEncoding } from './negotiate';
import { MIN_COMPRESS_BYTES, type CachedResponse, type ContentEncoding } from './response-cache';

/** Browsers and shared caches may keep an answer this long, then revalidate with its ETag. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * A rendered page is revalidated on every visit (a 304 when unchanged): it names the build's hashed
 * scripts, which a new release replaces (docs/decisions/040-server-rendered-pages.md).
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** What one entry is sent as: its bytes as they are, a compressed copy, or a 304. */
type Variant = ContentEncoding | 'identity' | 'not-modified';

/** `name, value, name, value…`, the form Node's writeHead takes without building an object. */
type HeaderList = readonly string[];

function withAcceptEncoding(vary: string | undefined): string {
  return vary ? `${vary}, accept-encoding` : 'accept-encoding';
}

/** Headers of an entry that cachingHeaders writes (or extends) itself. */
const CACHING_HEADERS = new Set(['cache-control', 'vary']);

/**
 * The validator and caching headers of a cached answer, hit or miss, 304 included: its ETag, how long
 * it may be kept (the entry's own Cache-Control when it has one, as an app's hashed file has), and
 * that it varies with Accept-Encoding.
 */
export function cachingHeaders(entry: CachedResponse): [name: string, value: string][] {
  return [
    ['etag', entry.etag],
    [
      'cache-control',
      entry.headers['cache-control'] ??
        (entry.headers['content-type']?.startsWith('text/html')
          ? PAGE_CACHE_CONTROL
          : CATALOGUE_CACHE_CONTROL),
    ],
    ['vary', withAcceptEncoding(entry.headers.vary)],
  ];
}

/**
 * Writes cached answers straight to Node's response — the catalogue cache's, from its front (in front
 * of Fastify) and its hook (a hijacked reply) alike, and the apps' hashed files kept in memory
 * (plugins/hashed-files.ts): status, headers and bytes, nothing computed per
 * request but the request id. The headers of each entry and variant are put together once — the
 * validators and caching, the headers the first answer carried (content type, X-Total-Count), the
 * content encoding, and the security headers the security plugin gives every answer of that content
 * type (decision 013; a 304 carries none, as there) — and reused by every hit
 * (docs/decisions/011-catalogue-cache.md).
 */
export class HitWriter {
  private readonly lists = new WeakMap<
    CachedResponse,
    Record<Audience, Partial<Record<Variant, HeaderList>>>
  >();

  /** `owner` names the writer's user in its error line ("catalogue cache", "hashed files"). */
  constructor(
    private readonly security: SecurityHeaders,
    private readonly log: FastifyBaseLogger,
    private readonly owner: string,
  ) {}

  /**
   * The front's answer with `entry` (front-server.ts): sent, timed and logged as Fastify logs a
   * request, and true; false when nothing was written (a compression not made yet).
   */
  answerInFront(
    request: IncomingMessage,
    response: ServerResponse,
    entry: CachedResponse,
    audience: Audience,
    identityIfUncompressed: boolean,
  ): boolean {
    const started = performance.now();
    const id = requestId(request);
    if (!this.send(request.headers, response, entry, id, audience, identityIfUncompressed))
      return false;
    if (!response.destroyed) logFrontAnswer(this.log, request, response, id, started);
    return true;
  }

  /**
   * write, and what happens if it throws (nothing in it should): the answer is a hijacked or raw
   * response that nothing else will end, so the socket is closed and the log says why.
   */
  send(
    headers: IncomingHttpHeaders,
    response: ServerResponse,
    entry: CachedResponse,
    id: string,
    audience: Audience,
    identityIfUncompressed: boolean,
  ): boolean {
    try {
      return this.write(headers, response, entry, id, audience, identityIfUncompressed);
    } catch (error) {
      this.log.error({ reqId: id, err: error }, `${this.owner}: the answer could not be sent`);
      response.destroy();
      return true;
    }
  }

  /**
   * Answers a request for `entry` and says true, or says false and writes nothing when the client
   * accepts a compression whose copy is not made yet (unless `identityIfUncompressed`: then the
   * bytes go out as they are, as after a failed compression).
   */
  write(
    headers: IncomingHttpHeaders,
    response: ServerResponse,
    entry: CachedResponse,
    requestId: string,
    audience: Audience,
    identityIfUncompressed = false,
  ): boolean {
    const variant = this.variantFor(headers, entry, identityIfUncompressed);
    if (variant === undefined) return false;
    const list = this.headersOf(entry, variant, audience);
    response.writeHead(variant === 'not-modified' ? 304 : 200, [
      'x-request-id',
      requestId,
      ...list,
    ]);
    if (variant === 'not-modified') response.end();
    else if (variant === 'identity') response.end(entry.body);
    else response.end(entry.encoded[variant]);
    return true;
  }

  private variantFor(
    headers: IncomingHttpHeaders,
    entry: CachedResponse,
    identityIfUncompressed: boolean,
  ): Variant | undefined {
    if (matchesIfNoneMatch(headers['if-none-match'], entry.etag)) return 'not-modified';
    const encoding = preferredEncoding(headers['accept-encoding']);
    if (!encoding) return 'identity';
    // A copy is sent when there is one (a build writes them from 512 bytes up); the cache makes
    // none under MIN_COMPRESS_BYTES.
    if (entry.encoded[encoding]) return encoding;
    if (entry.body.length < MIN_COMPRESS_BYTES) return 'identity';
    return identityIfUncompressed ? 'identity' : undefined;
  }

  private headersOf(entry: CachedResponse, variant: Variant, audience: Audience): HeaderList {
    let lists = this.lists.get(entry);
    if (!lists) {
      lists = { anonymous: {}, session: {} };
      this.lists.set(entry, lists);
    }
    return (lists[audience][variant] ??= this.buildHeaders(entry, variant, audience));
  }

  private buildHeaders(entry: CachedResponse, variant: Variant, audience: Audience): HeaderList {
    const list = cachingHeaders(entry).flat();
    const documentSet = securityHeadersFor(this.security, entry.headers['content-type']);
    // The only pages the cache holds are the server-rendered public ones; their opener policy goes
    // with each answer, a 304 included (docs/decisions/098-public-pages-without-coop.md).
    const page: HeaderSet = documentSet === this.security.document ? pageHeadersFor(audience) : {};
    if (variant === 'not-modified') {
      for (const name in page) list.push(name, page[name]!);
      return list;
    }
    for (const name in entry.headers)
      if (!CACHING_HEADERS.has(name)) list.push(name, entry.headers[name]!);
    const security = { ...documentSet, ...page };
    // A header the first answer set itself is kept, as the security plugin keeps it.
    for (const name in security) if (!(name in entry.headers)) list.push(name, security[name]!);
    const body = variant === 'identity' ? entry.body : entry.encoded[variant]!;
    if (variant !== 'identity') list.push('content-encoding', variant);
    list.push('content-length', String(body.length));
    return list;
  }
}
