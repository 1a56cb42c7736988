import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { HitWriter } from '../catalogue-cache/hit-writer';
import { cachedResponse, type CachedResponse } from '../catalogue-cache/response-cache';
import { logFrontAnswer } from '../front-server';
import type { HostApp } from '../hosts';
import { requestId } from '../request-id';
import type { SecurityHeaders } from '../security-headers';

/**
 * Where an app's build puts the files whose names carry a hash of their content: a new build gives a
 * changed file a new name, so the bytes behind a name never change (the static hosts send them with
 * a year's immutable caching).
 */
export const HASHED_FILES_PATH = '/assets/';

/** A copy the build wrote next to a file, when it wrote one (tooling/vite/precompress.ts). */
async function copyIfWritten(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * The apps' hashed files held in memory once the static hosts have sent them
 * (docs/decisions/100-hashed-files-from-memory.md). The first request for a file goes through Fastify
 * and @fastify/static, which find it on disk, check the path and choose its content type; after a 200
 * the file and the Brotli and gzip copies beside it are read once, and every later request for that
 * URL is answered in front of Fastify, as the catalogue cache's hits are: one write, no file system
 * call, the same headers. Only the URL the file was found under is kept (no query, no `..`), so the
 * memory is bounded by the builds' own files.
 */
export class HashedFiles {
  private readonly files = new Map<string, CachedResponse>();
  private readonly reading = new Set<string>();
  private readonly writer: HitWriter;

  constructor(
    security: SecurityHeaders,
    private readonly appOf: (host: string | undefined) => HostApp,
    private readonly log: FastifyBaseLogger,
  ) {
    this.writer = new HitWriter(security);
  }

  /** Whether a request path would be kept: a file under HASHED_FILES_PATH, named as it is on disk. */
  static keeps(urlPath: string, fileUrlPath: string): boolean {
    return urlPath === fileUrlPath && urlPath.startsWith(HASHED_FILES_PATH);
  }

  /**
   * After the static hosts sent `urlPath` of `app` from `file` with a 200 (`contentType` and
   * `cacheControl` as they sent them): reads it and its compressed copies for the next request.
   */
  remember(
    app: HostApp,
    urlPath: string,
    file: string,
    headers: { contentType: string; cacheControl: string },
  ): void {
    const key = `${app} ${urlPath}`;
    if (this.files.has(key) || this.reading.has(key)) return;
    this.reading.add(key);
    Promise.all([readFile(file), copyIfWritten(`${file}.br`), copyIfWritten(`${file}.gz`)])
      .then(([body, br, gzip]) => {
        const entry = cachedResponse(body, {
          'content-type': headers.contentType,
          'cache-control': headers.cacheControl,
        });
        if (br) entry.encoded.br = br;
        if (gzip) entry.encoded.gzip = gzip;
        this.files.set(key, entry);
      })
      .catch((error: unknown) => {
        // Left to the static hosts, which answer as before.
        this.log.warn({ err: error, file }, 'hashed files: could not keep a file in memory');
      })
      .finally(() => this.reading.delete(key));
  }

  /**
   * The front's answer for a GET of a kept file. A range request, a HEAD and anything else go to
   * Fastify, which answers them from disk as before.
   */
  readonly answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request;
    if (method !== 'GET' || url === undefined || !url.startsWith(HASHED_FILES_PATH)) return false;
    if (request.headers.range !== undefined) return false;
    const entry = this.files.get(`${this.appOf(request.headers.host)} ${url}`);
    if (!entry) return false;
    const started = performance.now();
    const id = requestId(request);
    try {
      // Not a page: no audience-dependent header applies.
      this.writer.write(request.headers, response, entry, id, 'anonymous', true);
    } catch (error) {
      this.log.error({ reqId: id, err: error }, 'hashed files: the answer could not be sent');
      response.destroy();
      return true;
    }
    if (!response.destroyed) logFrontAnswer(this.log, request, response, id, started);
    return true;
  };
}
