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
  /** Compressed copies, each made once per entry the first time a client asks for it. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /** The making of a copy, while it runs: every request that wants it waits for this one. */
  compressing: Partial<Record<ContentEncoding, Promise<void>>>;
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
  return { body, etag: strongEtag(body), headers, encoded: {}, compressing: {}, expiresAt };
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
   * Makes the `encoding` copy of an entry off the event loop (zlib's thread pool), once: a request
   * arriving while it is made gets the same promise, and one arriving after finds it in
   * `entry.encoded`. Only the copy a client asked for is made: browsers ask for brotli, and a copy
   * nobody asks for would cost CPU on every miss and memory for nothing
   * (docs/decisions/097-one-compressed-copy-per-encoding.md). A failure leaves the entry without
   * that copy (a later request tries again). A copy is made for an entry the cache no longer holds
   * too (the caller still sends it), but counted only for a held one.
   */
  compress(key: string, entry: CachedResponse, encoding: ContentEncoding): Promise<void> {
    // An image (a preview card's PNG) is compressed already: its copies would only cost memory.
    if (
      entry.body.length < MIN_COMPRESS_BYTES ||
      entry.encoded[encoding] ||
      entry.headers['content-type']?.startsWith('image/')
    )
      return Promise.resolve();
    const running = entry.compressing[encoding];
    if (running) return running;
    const copying =
      encoding === 'gzip'
        ? gzipAsync(entry.body)
        : brotliAsync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          });
    const made = copying.then(
      (copy) => {
        entry.encoded[encoding] = copy;
        delete entry.compressing[encoding];
        if (this.entries.get(key)?.response !== entry) return;
        this.bytes += copy.length;
        this.evict();
      },
      (error: unknown) => {
        delete entry.compressing[encoding];
        throw error;
      },
    );
    entry.compressing[encoding] = made;
    return made;
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
