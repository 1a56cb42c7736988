import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { HitWriter } from '../catalogue-cache/hit-writer';
import { cachedResponse, type CachedResponse } from '../catalogue-cache/response-cache';
import type { HostApp } from '../hosts';
import type { SecurityHeaders } from '../security-headers';

/**
 * Where an app's build puts the files whose names carry a hash of their content: a new build gives a
 * changed file a new name, so the bytes behind a name never change (the static hosts send them with
 * a year's immutable caching).
 */
export const HASHED_FILES_PATH = '/assets/';

const brotliDecompressAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** A copy the build wrote next to a file, when it wrote one (tooling/vite/precompress.ts). */
async function copyIfWritten(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** What the static hosts sent for a file: read from its answer's headers. */
export interface SentFile {
  contentType: string;
  cacheControl: string;
  /** The Content-Encoding it went out in ('identity' for none) and its Content-Length. */
  encoding: 'identity' | 'br' | 'gzip';
  length: number;
}

interface WholeFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The file and its compressed copies, or undefined unless they hold the same bytes whole: unchanged
 * (size and time) while they were read, the copy that was sent as long as it was, and each copy
 * decompressing to the file. Otherwise a build is writing the folder, and the disk keeps answering.
 */
async function readWhole(file: string, sent: SentFile): Promise<WholeFile | undefined> {
  const before = await stat(file);
  const [body, br, gzip] = await Promise.all([
    readFile(file),
    copyIfWritten(`${file}.br`),
    copyIfWritten(`${file}.gz`),
  ]);
  const after = await stat(file);
  const read: WholeFile = { body, br, gzip };
  const sentBytes = sent.encoding === 'identity' ? body : read[sent.encoding];
  if (
    before.size !== after.size ||
    before.mtimeMs !== after.mtimeMs ||
    after.size !== body.length ||
    sentBytes?.length !== sent.length
  )
    return undefined;
  const copiesMatch = await Promise.all([
    br ? brotliDecompressAsync(br).then((bytes) => bytes.equals(body)) : true,
    gzip ? gunzipAsync(gzip).then((bytes) => bytes.equals(body)) : true,
  ]);
  return copiesMatch.every(Boolean) ? read : undefined;
}

/**
 * The apps' hashed files held in memory once the static hosts have sent them
 * (docs/decisions/100-hashed-files-from-memory.md). The first request for a file goes through Fastify
 * and @fastify/static, which find it on disk, check the path and choose its content type; after a 200
 * the file and the Brotli and gzip copies beside it are read once, and every later request for that
 * URL is answered in front of Fastify, as the catalogue cache's hits are: one write, no file system
 * call, the same content and caching headers (the validators are the cache's own: a strong ETag of
 * the bytes). Only the URL the file was found under is kept (no query, no `..`), so the memory is
 * bounded by the files of the builds the server has sent since it started.
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
    this.writer = new HitWriter(security, log, 'hashed files');
  }

  /** Whether a request path would be kept: a file under HASHED_FILES_PATH, named as it is on disk. */
  static keeps(urlPath: string, fileUrlPath: string): boolean {
    return urlPath === fileUrlPath && urlPath.startsWith(HASHED_FILES_PATH);
  }

  /**
   * After the static hosts sent `urlPath` from `file` with a 200, from the build of `app` (`sent`, as
   * they sent it): reads it and its compressed copies for the next request to `host`. Kept only when
   * the Host header names that app too: behind a proxy the static hosts read X-Forwarded-Host, which
   * the front does not. Says whether the file is kept once that is settled.
   */
  async remember(
    app: HostApp,
    host: string | undefined,
    urlPath: string,
    file: string,
    sent: SentFile,
  ): Promise<boolean> {
    if (this.appOf(host) !== app) return false;
    const key = `${app} ${urlPath}`;
    if (this.files.has(key)) return true;
    if (this.reading.has(key)) return false;
    this.reading.add(key);
    return readWhole(file, sent)
      .then((read) => {
        if (!read) return false;
        const entry = cachedResponse(read.body, {
          'content-type': sent.contentType,
          'cache-control': sent.cacheControl,
        });
        if (read.br) entry.encoded.br = read.br;
        if (read.gzip) entry.encoded.gzip = read.gzip;
        this.files.set(key, entry);
        return true;
      })
      .catch((error: unknown) => {
        // Left to the static hosts, which answer as before.
        this.log.warn({ err: error, file }, 'hashed files: could not keep a file in memory');
        return false;
      })
      .finally(() => this.reading.delete(key));
  }

  /**
   * The front's answer for a GET or HEAD of a kept file (Node sends no body for a HEAD). A range
   * request and anything else go to Fastify, which answers them from disk as before.
   */
  readonly answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (url === undefined || !url.startsWith(HASHED_FILES_PATH)) return false;
    if (request.headers.range !== undefined) return false;
    const entry = this.files.get(`${this.appOf(request.headers.host)} ${url}`);
    if (!entry) return false;
    // Not a page: no audience-dependent header applies. With no copy, the bytes go out as they are.
    return this.writer.answerInFront(request, response, entry, 'anonymous', true);
  };
}
