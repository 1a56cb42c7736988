import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** One answer, ready to write: the bytes, their strong ETag and the headers that describe them. */
export interface CachedResponse {
  body: Buffer;
  /** Quoted strong validator: a hash of the body, so equal bytes keep their ETag across versions. */
  etag: string;
  /** content-type, and x-total-count or vary when the first answer had them. */
  headers: Readonly<Record<string, string>>;
  /** Compressed copies, made once per entry the first time a client accepts them. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** The making of those copies, while it runs: every request that wants them waits for this one. */
  compressing: Promise<void> | undefined;
  /** performance.now() after which the entry is gone; undefined = until the cache is cleared. */
  expiresAt: number | undefined;
}

export interface ResponseCacheLimits {
  maxEntries: number;
  /** Identity and compressed bytes together. */
  maxBytes: number;
}

/** Bodies smaller than this go out as they are: compressing them saves less than the header costs. */
export const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** An answer described for sending, whether or not the cache keeps it. */
export function cachedResponse(
  body: Buffer,
  headers: Record<string, string>,
  expiresAt?: number,
): CachedResponse {
  return { body, etag: strongEtag(body), headers, encoded: {}, compressing: undefined, expiresAt };
}

/** A kept answer and when it was last asked for (the cache's own count of reads). */
interface Slot {
  response: CachedResponse;
  lastUsed: number;
}

/**
 * Catalogue answers by normalised request, least recently used dropped first. Everything in it belongs
 * to one catalogue version: the plugin clears it when the version moves.
 *
 * A hit only stamps its slot. Moving it to the end of the Map (delete, then set) made V8 reallocate
 * the Map's table on most hits: old-space garbage on every cached read, 15 times what is left now
 * (docs/decisions/011-catalogue-cache.md).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Slot>();
  private bytes = 0;
  private reads = 0;

  constructor(
    private readonly limits: ResponseCacheLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedResponse | undefined {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    if (slot.response.expiresAt !== undefined && this.now() >= slot.response.expiresAt) {
      this.delete(key);
      return undefined;
    }
    slot.lastUsed = ++this.reads;
    return slot.response;
  }

  set(
    key: string,
    body: Buffer,
    headers: Record<string, string>,
    maxAgeMs?: number,
  ): CachedResponse {
    this.delete(key);
    const entry = cachedResponse(
      body,
      headers,
      maxAgeMs === undefined ? undefined : this.now() + maxAgeMs,
    );
    if (body.length <= this.limits.maxBytes) {
      this.entries.set(key, { response: entry, lastUsed: ++this.reads });
      this.bytes += body.length;
      this.evict();
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Makes the gzip and brotli copies of an entry off the event loop (zlib's thread pool), once: a
   * request arriving while they are made gets the same promise, and one arriving after finds them in
   * `entry.encoded`. A failure leaves the entry without copies (a later request tries again).
   * Copies are made for an entry the cache no longer holds too (the caller still sends them), but
   * counted only for a held one.
   */
  compress(key: string, entry: CachedResponse): Promise<void> {
    // An image (a preview card's PNG) is compressed already: its copies would only cost memory.
    if (
      entry.body.length < MIN_COMPRESS_BYTES ||
      entry.encoded.br ||
      entry.headers['content-type']?.startsWith('image/')
    )
      return Promise.resolve();
    entry.compressing ??= Promise.all([
      gzipAsync(entry.body),
      brotliAsync(entry.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      }),
    ]).then(
      ([gzipped, brotli]) => {
        entry.encoded = { gzip: gzipped, br: brotli };
        entry.compressing = undefined;
        if (this.entries.get(key)?.response !== entry) return;
        this.bytes += gzipped.length + brotli.length;
        this.evict();
      },
      (error: unknown) => {
        entry.compressing = undefined;
        throw error;
      },
    );
    return entry.compressing;
  }

  private delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(slot.response);
  }

  /** Drops the least recently used entries until both limits hold (a scan per entry dropped). */
  private evict(): void {
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      let oldestKey: string | undefined;
      let oldest = Infinity;
      for (const [key, slot] of this.entries) {
        if (slot.lastUsed < oldest) {
          oldest = slot.lastUsed;
          oldestKey = key;
        }
      }
      if (oldestKey === undefined) return;
      this.delete(oldestKey);
    }
  }
}

function sizeOf(entry: CachedResponse): number {
  return entry.body.length + (entry.encoded.gzip?.length ?? 0) + (entry.encoded.br?.length ?? 0);
}
