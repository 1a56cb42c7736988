import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { newStorageKey, toErrorBody } from '@uniguide/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk';

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function chunks(total: number, size = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += size)
        yield Buffer.alloc(Math.min(size, total - sent), 7);
    })(),
  );
}

describe('disk storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'uniguide-disk-test-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores under a random key, reads back and deletes', async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey('pdf');
    expect(
      await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
        maxBytes: 100,
      }),
    ).toEqual({ size: 11 });
    expect((await buffer(await storage.get(key))).toString()).toBe('hello world');
    expect(await filesUnder(root)).toEqual([join(root, key.slice(0, 2), key)]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await filesUnder(root)).toEqual([]);
    expect(toErrorBody(await storage.get(key).catch((error: unknown) => error))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('aborts an over-limit write with 413 and leaves nothing behind', async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey('png');
    const error = await storage
      .put(key, chunks(3 * 1024 * 1024), { maxBytes: 1024 * 1024 })
      .catch((caught: unknown) => caught);
    expect(toErrorBody(error)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large. The maximum size is 1 MB.',
    });
    expect(await filesUnder(root)).toEqual([]);
    expect(await storage.put(key, chunks(1024 * 1024), { maxBytes: 1024 * 1024 })).toEqual({
      size: 1024 * 1024,
    });
  });

  it('copies a local file into place without reading it through the process, within the limit', async () => {
    const storage = createDiskStorage(root);
    const outside = await mkdtemp(join(tmpdir(), 'uniguide-disk-source-'));
    try {
      const source = join(outside, 'finished-upload');
      await writeFile(source, Buffer.alloc(3000, 5), { mode: 0o644 });
      const key = newStorageKey('pdf');
      expect(await storage.putFile!(key, source, { maxBytes: 3000 })).toEqual({ size: 3000 });
      expect(await buffer(await storage.get(key))).toEqual(Buffer.alloc(3000, 5));
      // Kept as private as a streamed document.
      expect((await stat(join(root, key.slice(0, 2), key))).mode & 0o777).toBe(0o600);

      const error = await storage.putFile!(newStorageKey('pdf'), source, { maxBytes: 2999 }).catch(
        (caught: unknown) => caught,
      );
      expect(toErrorBody(error)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await filesUnder(root)).toEqual([join(root, key.slice(0, 2), key)]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('removes the partial file when the source stream fails', async () => {
    const storage = createDiskStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(newStorageKey('pdf'), failing, { maxBytes: 10_000 })).rejects.toThrow(
      'connection reset',
    );
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses keys that are not its own, so no path can escape the folder', async () => {
    const storage = createDiskStorage(root);
    for (const key of ['../../etc/passwd', 'passport.pdf', `${newStorageKey('pdf')}/x`, '']) {
      expect(toErrorBody(await storage.get(key).catch((error: unknown) => error)).code).toBe(
        'BAD_REQUEST',
      );
      await expect(
        storage.put(key, Readable.from([Buffer.from('x')]), { maxBytes: 10 }),
      ).rejects.toThrow('Invalid storage key');
    }
    expect(await filesUnder(root)).toEqual([]);
  });
});
