// The parser Fastify's router uses, so the key sees the same parameters as the route that answers.
import { parse as parseQuery } from 'fast-querystring';
import { CATALOGUE_READ_PROCEDURES, type Language } from '@uniguide/domain';

type ParsedQuery = Record<string, string | string[] | undefined>;

/**
 * A detail answer also carries its university's turnaround (median days to a decision), which moves
 * with application decisions rather than catalogue writes: it is kept this long at most.
 */
export const DETAIL_MAX_AGE_MS = 60_000;

/** The reads that also show a university's turnaround, kept no longer than `DETAIL_MAX_AGE_MS`. */
const DETAIL_READS: ReadonlySet<string> = new Set(['program.byId', 'university.byId']);

/**
 * The public catalogue reads (`CATALOGUE_READ_PROCEDURES`), each with how long an answer may be kept
 * besides (undefined: until the catalogue changes).
 */
export const CATALOGUE_PROCEDURES: ReadonlyMap<string, number | undefined> = new Map(
  [...CATALOGUE_READ_PROCEDURES].map((name) => [
    name,
    DETAIL_READS.has(name) ? DETAIL_MAX_AGE_MS : undefined,
  ]),
);

export interface CacheKey {
  key: string;
  maxAgeMs: number | undefined;
  /** A page of the agent app: its answer depends on the host too (the admin host has other pages). */
  page?: true;
  /**
   * A page rendered in the visitor's language (decision 069): the key is completed with it per
   * request (`keyInLanguage`), so a cached page is never answered in the other language.
   */
  localised?: true;
}

/** The store key of a request for `cacheKey`: a localised page's key names the page's language. */
export function keyInLanguage(cacheKey: CacheKey, language: Language): string {
  return cacheKey.localised ? `${cacheKey.key} ${language}` : cacheKey.key;
}

/**
 * The agent app's server-rendered pages and the sitemap (docs/decisions/040-server-rendered-pages.md):
 * cached like the catalogue reads they are made of, keyed by their URL as sent, on the agent's hosts
 * only. They expire like detail answers: a program page shows its university's turnaround.
 */
export interface PageKeys {
  /** Whether a URL path (no query) is such a page. */
  isPage(path: string): boolean;
  /** Whether a Host header names the agent app. */
  onPageHost(host: string | undefined): boolean;
  /** Whether such a page is rendered in the visitor's language (the sitemap and previews are not). */
  isLocalised(path: string): boolean;
}

/** The static apps' catch-all route, which answers the pages, the sitemap's and the preview cards'. */
const PAGE_ROUTES: ReadonlySet<string> = new Set(['/*', '/sitemap.xml', '/og/programs/:file']);

function shortestMaxAge(procedures: readonly string[]): number | undefined {
  const ages = procedures
    .map((name) => CATALOGUE_PROCEDURES.get(name))
    .filter((age): age is number => age !== undefined);
  return ages.length > 0 ? Math.min(...ages) : undefined;
}

export interface CacheableRequest {
  method: string;
  url: string;
  /** The matched route's pattern, e.g. '/api/programs/:id' or '/trpc/:path'. */
  route: string | undefined;
  /** tRPC's streaming format is another representation; only the plain JSON answer is cached. */
  trpcAccept: string | string[] | undefined;
  /** The Host header: pages are the agent host's only. */
  host?: string;
}

/**
 * The cache key of a catalogue read, or undefined when the request is anything else. Keys are
 * normalised so spellings of one question share an entry: query parameters sorted by name (repeated
 * values too — every repeatable catalogue filter is a set), tRPC input JSON with sorted keys.
 */
export function cacheKeyOf(
  request: CacheableRequest,
  restRoutes: ReadonlyMap<string, string>,
  pages?: PageKeys,
): CacheKey | undefined {
  if (request.method !== 'GET' || request.route === undefined) return undefined;
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);

  if (PAGE_ROUTES.has(request.route)) {
    // The URL as sent: the page's links and canonical address are rendered from it.
    if (pages?.isPage(path) && pages.onPageHost(request.host))
      return {
        key: `page ${request.url}`,
        maxAgeMs: DETAIL_MAX_AGE_MS,
        page: true,
        ...(pages.isLocalised(path) ? { localised: true as const } : {}),
      };
    return undefined;
  }

  const restProcedure = restRoutes.get(request.route);
  if (restProcedure !== undefined) {
    return {
      key: `rest ${path}?${normaliseQuery(parseQuery(query))}`,
      maxAgeMs: shortestMaxAge([restProcedure]),
    };
  }

  if (request.route !== '/trpc/:path' || request.trpcAccept !== undefined) return undefined;
  let procedures: string[];
  try {
    procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  } catch {
    return undefined;
  }
  if (!procedures.every((name) => CATALOGUE_PROCEDURES.has(name))) return undefined;
  const parsed = parseQuery(query);
  const input = parsed.input;
  if (input !== undefined) {
    if (typeof input !== 'string') return undefined;
    try {
      parsed.input = canonicalJson(JSON.parse(input));
    } catch {
      return undefined; // tRPC answers the malformed input itself, uncached.
    }
  }
  return {
    key: `trpc ${procedures.join(',')}?${normaliseQuery(parsed)}`,
    maxAgeMs: shortestMaxAge(procedures),
  };
}

function normaliseQuery(query: ParsedQuery): string {
  return Object.keys(query)
    .sort()
    .flatMap((name) => {
      const value = query[name];
      const values = Array.isArray(value) ? [...value].sort() : [value ?? ''];
      return values.map((item) => `${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
    })
    .join('&');
}

/** JSON with object keys in order, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** URLs longer than this are keyed afresh each time, so the memo stays small whatever clients send. */
const MEMO_URL_LIMIT = 512;

/**
 * `cacheKeyOf` remembered per URL: the same few catalogue URLs arrive over and over, and parsing and
 * sorting their query is most of a cached answer's own work. A GET's route follows from its URL
 * alone (no route here depends on the host), so the URL is the memo's key, and the cache's front can
 * ask for the key of a URL Fastify has routed before (`remembered`); a page's key holds on the agent's
 * host only. Holds at most `limit` catalogue
 * keys of short URLs (emptied when full); anything else is keyed afresh.
 */
export class CacheKeys {
  private readonly known = new Map<string, CacheKey>();

  constructor(
    private readonly restRoutes: ReadonlyMap<string, string>,
    private readonly limit = 5000,
    private readonly pages?: PageKeys,
  ) {}

  of(request: CacheableRequest): CacheKey | undefined {
    if (request.method !== 'GET' || request.url.length > MEMO_URL_LIMIT)
      return cacheKeyOf(request, this.restRoutes, this.pages);
    const remembered = this.remembered(request.url, request.host);
    if (remembered !== undefined && request.trpcAccept === undefined) return remembered;
    const key = cacheKeyOf(request, this.restRoutes, this.pages);
    if (key !== undefined) {
      if (this.known.size >= this.limit) this.known.clear();
      this.known.set(request.url, key);
    }
    return key;
  }

  /**
   * The key of a GET for `url`, when Fastify has routed that URL to a catalogue read before (a page:
   * asked on the agent's host; the same path on the admin host is another page, never cached).
   */
  remembered(url: string, host?: string): CacheKey | undefined {
    const key = this.known.get(url);
    if (key?.page && !this.pages?.onPageHost(host)) return undefined;
    return key;
  }
}
