import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { newStorageKey, toErrorBody } from '@uniguide/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, createS3Storage } from './s3';
import { startLocalS3, type LocalS3 } from './s3-server';

function bytes(total: number): Buffer {
  const data = Buffer.alloc(total);
  for (let i = 0; i < total; i += 1) data[i] = (i * 31 + 7) % 251;
  return data;
}

function slices(data: Buffer, size = 256 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
    })(),
  );
}

describe('s3 storage against a real S3-protocol server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.dispose());

  const objectKeys = async () => {
    const client = createS3Client(s3.settings);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key);
    } finally {
      client.destroy();
    }
  };

  it('uploads in parts, downloads whole and by range, and deletes', async () => {
    const storage = createS3Storage(s3.settings);
    await storage.check();
    const key = newStorageKey('pdf');
    // Over one 5 MB part, so the upload is a real multipart upload.
    const data = bytes(7 * 1024 * 1024 + 123);
    expect(await storage.put(key, slices(data), { maxBytes: 10 * 1024 * 1024 })).toEqual({
      size: data.length,
    });
    expect((await buffer(await storage.get(key))).equals(data)).toBe(true);
    const ranged = await buffer(
      await storage.get(key, { range: { start: 5_000_000, end: 5_000_099 } }),
    );
    expect(ranged.equals(data.subarray(5_000_000, 5_000_100))).toBe(true);
    expect(await objectKeys()).toContain(key);
    await storage.delete(key);
    await storage.delete(key);
    expect(await objectKeys()).not.toContain(key);
    expect(toErrorBody(await storage.get(key).catch((error: unknown) => error))).toMatchObject({
      code: 'NOT_FOUND',
    });
    storage.close();
  });

  it('aborts an over-limit upload with 413 and leaves no object or parts', async () => {
    const storage = createS3Storage(s3.settings);
    const key = newStorageKey('png');
    const error = await storage
      .put(key, slices(bytes(12 * 1024 * 1024)), { maxBytes: 10 * 1024 * 1024 })
      .catch((caught: unknown) => caught);
    expect(toErrorBody(error)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is too large. The maximum size is 10 MB.',
    });
    expect(await objectKeys()).not.toContain(key);
    const client = createS3Client(s3.settings);
    const pending = await client
      .send(new ListMultipartUploadsCommand({ Bucket: s3.settings.bucket }))
      .catch(() => ({ Uploads: [] }));
    expect((pending.Uploads ?? []).filter((upload) => upload.Key === key)).toEqual([]);
    client.destroy();
    storage.close();
  });

  it('answers 503 in the API error shape when the store refuses the credentials', async () => {
    const storage = createS3Storage({
      ...s3.settings,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
    });
    const key = newStorageKey('pdf');
    const error = await storage
      .put(key, slices(bytes(1000)), { maxBytes: 10_000 })
      .catch((caught: unknown) => caught);
    expect(toErrorBody(error)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Document storage is unavailable',
      issues: [{ path: 'storage', message: 'InvalidAccessKeyId' }],
    });
    await expect(storage.check()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await objectKeys()).not.toContain(key);
    storage.close();

    const noBucket = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    expect(
      toErrorBody(
        await noBucket
          .put(key, slices(bytes(10)), { maxBytes: 100 })
          .catch((caught: unknown) => caught),
      ),
    ).toMatchObject({ code: 'SERVICE_UNAVAILABLE', issues: [{ message: 'NoSuchBucket' }] });
    noBucket.close();
  });

  it('fails an upload cleanly when the server goes down half-way, and works again after', async () => {
    const storage = createS3Storage(s3.settings);
    const key = newStorageKey('pdf');
    let sent = 0;
    // A slow client: 64 KB every 20 ms, so the server stops while parts are still coming.
    const slow = new Readable({
      read() {
        if (sent >= 9 * 1024 * 1024) {
          this.push(null);
          return;
        }
        setTimeout(() => {
          sent += 64 * 1024;
          this.push(Buffer.alloc(64 * 1024, 1));
        }, 20);
      },
    });
    const upload = storage
      .put(key, slow, { maxBytes: 10 * 1024 * 1024 })
      .catch((error: unknown) => error);
    while (sent < 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 20));
    await s3.stop();
    const error = await upload;
    expect(toErrorBody(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(slow.destroyed).toBe(true);
    await s3.start();
    expect(await objectKeys()).not.toContain(key);
    const again = newStorageKey('pdf');
    expect(await storage.put(again, slices(bytes(2000)), { maxBytes: 10_000 })).toEqual({
      size: 2000,
    });
    expect((await buffer(await storage.get(again))).equals(bytes(2000))).toBe(true);
    storage.close();
  });
});
