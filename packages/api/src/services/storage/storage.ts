import { randomUUID } from 'node:crypto';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@uniguide/domain';

/** Bytes `start` to `end` of an object, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface GetOptions {
  /** Only these bytes; the caller has checked the range against the object's size. */
  range?: ByteRange;
}

export interface PutOptions {
  /** The write fails with PAYLOAD_TOO_LARGE, leaving nothing behind, once more bytes arrive. */
  maxBytes: number;
}

export const STORAGE_DRIVERS = ['disk', 'postgres', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/**
 * Where document bytes live (docs/product.md §7); metadata stays in `documents`. Keys come from
 * `newStorageKey()`, never from a user's file name.
 */
export interface Storage {
  readonly driver: StorageDriver;
  /**
   * Streams `stream` into the object `key`. Over `maxBytes` it aborts, deletes the partial object and
   * throws AppError PAYLOAD_TOO_LARGE. The postgres driver keeps bytes in the `documents` row whose
   * `filename` is `key`, so callers insert that row first.
   */
  put(key: string, stream: Readable, options: PutOptions): Promise<{ size: number }>;
  /**
   * Copies the local file at `path` into the object `key`, as `put` would store its bytes, without
   * reading them through the process (docs/decisions/043-upload-memory.md). Only a driver on the
   * same machine offers it (disk); the others are given the file as a stream.
   */
  putFile?(key: string, path: string, options: PutOptions): Promise<{ size: number }>;
  /** The object's bytes (or the range of them); AppError NOT_FOUND when there is none. */
  get(key: string, options?: GetOptions): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The Storage of another driver, for documents a row says are still there (during or after
   * `storage:migrate`); undefined when this deployment cannot reach that driver.
   */
  other?(driver: StorageDriver): Storage | undefined;
}

/** The Storage holding a document whose row names `driver`. */
export function storageHolding(storage: Storage, driver: string): Storage | undefined {
  if (driver === storage.driver) return storage;
  return (STORAGE_DRIVERS as readonly string[]).includes(driver)
    ? storage.other?.(driver as StorageDriver)
    : undefined;
}

/** A random key with the (sniffed, trusted) extension, e.g. "3f2a…c1.pdf". */
export function newStorageKey(extension: string): string {
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ext ? `${randomUUID()}.${ext}` : randomUUID();
}

/** Keys this module hands out; anything else (a path, "..") is refused by the drivers. */
export const STORAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,10})?$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', 'Invalid storage key');
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

export function fileTooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `File is too large. The maximum size is ${formatMegabytes(maxBytes)}.`,
  );
}

/**
 * A pass-through that counts bytes and fails with PAYLOAD_TOO_LARGE past `maxBytes`, so a driver can
 * put it in its pipeline and stop writing the moment a file is too big.
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(fileTooLarge(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}

/** A stream's bytes in one buffer, refused past `maxBytes` as {@link ByteLimit} refuses them. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    stream,
    new ByteLimit(maxBytes),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

/**
 * The one byte range a `Range: bytes=…` header asks for within `size` bytes, or undefined to send
 * the whole file: several ranges, other units, malformed or unsatisfiable headers are ignored, as
 * HTTP allows, so a client always gets the bytes it can use.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return undefined;
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return undefined;
  return { start, end };
}
