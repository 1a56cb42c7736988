import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepExpiredResumableUploads, type Storage } from '@uniguide/api';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { Upload, type DetailedError } from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startThrottleProxy, type ThrottleProxy } from '../../test/throttle-proxy';
import { buildApp } from '../app';
import { createStorage } from '../storage';
import { startLocalS3, type LocalS3 } from '../storage/s3-server';
import { createUploadStore } from '../storage/upload-store';
import { accountWithSession, applicationForm, seedProgram } from '../storage/test-fixtures';
import { SESSION_COOKIE } from './session';
import type { UploadStore } from './uploads';

/** Scaled down for speed, the same rule as the 15 s default: an upload ends after 1 s of silence. */
const IDLE_SECONDS = 1;
const RATE = 64 * 1024;
const ORIGIN = 'http://localhost:3000';

function pdfOfSize(bytes: number, seed = 1): Buffer {
  const file = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) file[i] = 0x20 + ((i * 7 + seed) % 90);
  Buffer.from('%PDF-1.4\n%test\n').copy(file, 0);
  Buffer.from('\n%%EOF\n').copy(file, bytes - 7);
  return file;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Outcome {
  body: unknown;
  status: number;
  error?: DetailedError;
  url: string | null;
  seconds: number;
}

const combinations = testDrivers().flatMap((db) =>
  (['disk', 's3'] as const).map((storageDriver) => ({ db, storageDriver })),
);

/**
 * The combinations run side by side (each has its own database, server, proxy and accounts, and their
 * tests mostly wait on a throttled link); a combination's own tests run one at a time, as they share
 * its proxy and its owner's caps on unfinished uploads.
 */
describe.each(combinations)(
  'resumable uploads on $db with $storageDriver storage, through a bad network',
  { concurrent: true },
  ({ db, storageDriver }) => {
    let database: TestDatabase;
    let dataDir: string;
    let s3: LocalS3 | undefined;
    let storage: Storage;
    let store: UploadStore;
    let app: FastifyInstance;
    let proxy: ThrottleProxy;
    let owner: { userId: number; token: string };
    let intruder: { userId: number; token: string };
    let applicationId: number;
    let intruderApplicationId: number;

    beforeAll(async () => {
      database = await createTestDatabase(db);
      dataDir = await mkdtemp(join(tmpdir(), 'uniguide-resumable-'));
      s3 = storageDriver === 's3' ? await startLocalS3() : undefined;
      const env = { storageDriver, dataDir, s3: s3?.settings, uploadExpiryHours: 24 } as const;
      storage = createStorage(env, database);
      store = createUploadStore(env);
      app = await buildApp({
        database,
        storage,
        uploadStore: store,
        config: {
          authRateLimit: 1000,
          uploadIdleTimeoutSeconds: IDLE_SECONDS,
          uploadMaxPartialCount: 3,
          uploadMaxPartialBytes: 25 * 1024 * 1024,
        },
      });
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      proxy = await startThrottleProxy({ host: '127.0.0.1', port: Number(new URL(origin).port) });
      const { programId } = await seedProgram(database.db);
      owner = await accountWithSession(database.db);
      intruder = await accountWithSession(database.db);
      const created = await app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: headers(owner.token, { 'content-type': 'application/json' }),
        payload: JSON.stringify({ programId, ...applicationForm() }),
      });
      applicationId = created.json().id;
      const intruders = await app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: headers(intruder.token, { 'content-type': 'application/json' }),
        payload: JSON.stringify({ programId, ...applicationForm() }),
      });
      intruderApplicationId = intruders.json().id;
    });
    afterEach(async () => {
      proxy.setRate(null);
      proxy.resume();
      // Each test starts with no unfinished uploads of its own (the per-user caps).
      await database.db.deleteFrom('resumableUploads').where('result', 'is', null).execute();
    });
    afterAll(async () => {
      await proxy?.close();
      await app?.close();
      await database?.dispose();
      await s3?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });

    function headers(token: string, extra: Record<string, string> = {}) {
      return {
        host: 'localhost:3000',
        origin: ORIGIN,
        cookie: `${SESSION_COOKIE}=${token}`,
        ...extra,
      };
    }

    /** One upload through the proxy with tus-js-client, as the apps send it. */
    function tusUpload(
      data: Buffer,
      options: {
        token?: string;
        metadata?: Record<string, string>;
        retryDelays?: number[] | null;
        onUrl?: (url: string) => void;
      } = {},
    ): Promise<Outcome> {
      const started = Date.now();
      return new Promise((resolve) => {
        const upload = new Upload(data, {
          endpoint: `${proxy.url}/api/uploads`,
          headers: headers(options.token ?? owner.token),
          metadata: options.metadata ?? {
            kind: 'student',
            filename: 'Transcript – Ünal.pdf',
            applicationId: String(applicationId),
            documentType: 'transcript',
          },
          retryDelays: options.retryDelays === undefined ? [100, 300, 600] : options.retryDelays,
          onUploadUrlAvailable: () => options.onUrl?.(upload.url ?? ''),
          onSuccess: ({ lastResponse }) =>
            resolve({
              body: JSON.parse(lastResponse.getBody() || 'null'),
              status: lastResponse.getStatus(),
              url: upload.url,
              seconds: (Date.now() - started) / 1000,
            }),
          onError: (error) => {
            const detailed = error as DetailedError;
            const response = detailed.originalResponse;
            resolve({
              body: response ? JSON.parse(response.getBody() || 'null') : null,
              status: response?.getStatus() ?? 0,
              error: detailed,
              url: upload.url,
              seconds: (Date.now() - started) / 1000,
            });
          },
        });
        upload.start();
      });
    }

    async function downloaded(id: number): Promise<Buffer> {
      const response = await app.inject({
        method: 'GET',
        url: `/api/documents/${id}/download`,
        headers: headers(owner.token),
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    }

    async function uploadRows() {
      return database.db.selectFrom('resumableUploads').selectAll().execute();
    }

    /** The disk store's files (the bucket's objects are checked through the store). */
    async function partialFiles(): Promise<string[]> {
      return readdir(join(dataDir, 'resumable')).catch(() => []);
    }

    describe('one test at a time', { concurrent: false }, () => {
      it('completes a throttled upload (64 KB/s) past any total deadline, with the same bytes', async () => {
        proxy.setRate(RATE);
        const data = pdfOfSize(200 * 1024);
        const outcome = await tusUpload(data);
        expect(outcome.error, String(outcome.error)).toBeUndefined();
        expect(outcome.status).toBe(200);
        expect(outcome.seconds).toBeGreaterThan(2.5);
        const document = outcome.body as { id: number; originalFilename: string; fileSize: number };
        expect(document).toMatchObject({
          originalFilename: 'Transcript – Ünal.pdf',
          fileSize: data.length,
        });
        expect(sha256(await downloaded(document.id))).toBe(sha256(data));
        // The bytes moved to the document storage; the upload's own copy is gone.
        const [row] = (await uploadRows()).filter((upload) => upload.result !== null);
        expect(row?.result).toMatchObject({ id: document.id });
        expect(await store.getUpload(row!.id).catch(() => null)).toBeNull();
      });

      it.runIf(storageDriver === 'disk')(
        'copies a finished upload on disk into the document storage, never streaming its bytes through',
        async () => {
          const put = vi.spyOn(storage, 'put');
          const data = pdfOfSize(300 * 1024);
          const outcome = await tusUpload(data);
          expect(outcome.status, String(outcome.error)).toBe(200);
          const document = outcome.body as { id: number; fileSize: number };
          expect(document.fileSize).toBe(data.length);
          expect(sha256(await downloaded(document.id))).toBe(sha256(data));
          expect(put).not.toHaveBeenCalled();
          put.mockRestore();
        },
      );

      it('resumes an upload whose connection dropped mid-file from the last byte the server holds', async () => {
        // Over S3's 5 MB part minimum, so the drop lands inside a part on both drivers.
        proxy.setRate(1024 * 1024);
        const data = pdfOfSize(6 * 1024 * 1024 + 12_345, 2);
        const before = proxy.bytesUp;
        proxy.dropAfter(3 * 1024 * 1024);
        const outcome = await tusUpload(data);
        expect(outcome.error, String(outcome.error)).toBeUndefined();
        const document = outcome.body as { id: number };
        expect(sha256(await downloaded(document.id))).toBe(sha256(data));
        // Resumed, not restarted: well under twice the file went up.
        expect(proxy.bytesUp - before).toBeLessThan(data.length * 1.2);
      }, 120_000);

      it('ends a stalled upload within the idle limit (408, the error shape); the sweep leaves nothing', async () => {
        proxy.setRate(RATE);
        const data = pdfOfSize(300 * 1024, 3);
        const before = proxy.bytesUp;
        let url = '';
        const pending = tusUpload(data, { retryDelays: null, onUrl: (value) => (url = value) });
        while (proxy.bytesUp - before < 100 * 1024) await new Promise((r) => setTimeout(r, 20));
        proxy.stall();
        const stalledAt = Date.now();
        const outcome = await pending;
        const afterStall = (Date.now() - stalledAt) / 1000;
        expect(outcome.status).toBe(408);
        expect(outcome.body).toMatchObject({ code: 'REQUEST_TIMEOUT', issues: [] });
        expect(afterStall).toBeLessThan(IDLE_SECONDS + 1.5);
        proxy.resume();
        // What arrived is kept for a resume, owned and counted…
        const id = url.split('/').pop()!;
        // The S3 store sends what it holds of an unfinished part up as the connection ends.
        let held = await store.getUpload(id);
        for (let tries = 0; held.offset === 0 && tries < 50; tries += 1) {
          await new Promise((r) => setTimeout(r, 100));
          held = await store.getUpload(id);
        }
        expect(held.offset).toBeGreaterThan(0);
        expect(held.offset).toBeLessThan(data.length);
        // …until it expires: the job queue's sweep removes bytes and row.
        const swept = await sweepExpiredResumableUploads(
          database.db,
          { remove: (upload) => store.remove(upload).catch(() => undefined) },
          new Date(Date.now() + 25 * 60 * 60 * 1000),
        );
        expect(swept).toBeGreaterThanOrEqual(1);
        expect(await store.getUpload(id).catch(() => null)).toBeNull();
        expect((await uploadRows()).map((row) => row.id)).not.toContain(id);
        if (!s3) expect(await partialFiles()).toEqual([]);
      });

      it("keeps an upload its starter's alone: anyone else gets 404 on every method", async () => {
        const created = await app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: headers(owner.token, {
            'tus-resumable': '1.0.0',
            'upload-length': '1024',
            'upload-metadata': `applicationId ${Buffer.from(String(applicationId)).toString('base64')}`,
          }),
        });
        expect(created.statusCode).toBe(201);
        const path = String(created.headers.location);
        expect(path).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);
        for (const method of ['HEAD', 'PATCH', 'DELETE', 'GET'] as const) {
          const response = await app.inject({
            method,
            url: path,
            headers: headers(intruder.token, {
              'tus-resumable': '1.0.0',
              ...(method === 'PATCH'
                ? { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }
                : {}),
            }),
            ...(method === 'PATCH' ? { payload: Buffer.from('%PDF-evil') } : {}),
          });
          expect(response.statusCode, method).toBe(404);
          if (method !== 'HEAD') {
            expect(response.json()).toEqual({
              message: 'Upload not found',
              code: 'NOT_FOUND',
              issues: [],
            });
          }
        }
        // The intruder's own upload in the path, the owner's in a query string tus would read.
        const intruders = await app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: headers(intruder.token, {
            'tus-resumable': '1.0.0',
            'upload-length': '1024',
            'upload-metadata': `applicationId ${Buffer.from(String(intruderApplicationId)).toString('base64')}`,
          }),
        });
        expect(intruders.statusCode).toBe(201);
        for (const method of ['HEAD', 'PATCH'] as const) {
          const smuggled = await app.inject({
            method,
            url: `${String(intruders.headers.location)}?x=${path}`,
            headers: headers(intruder.token, {
              'tus-resumable': '1.0.0',
              ...(method === 'PATCH'
                ? { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }
                : {}),
            }),
            ...(method === 'PATCH' ? { payload: Buffer.from('%PDF-evil') } : {}),
          });
          expect(smuggled.statusCode, `${method} with the owner's id in the query`).toBe(404);
        }
        const intrudersCancelled = await app.inject({
          method: 'DELETE',
          url: String(intruders.headers.location),
          headers: headers(intruder.token, { 'tus-resumable': '1.0.0' }),
        });
        expect(intrudersCancelled.statusCode).toBe(204);
        const anonymous = await app.inject({
          method: 'HEAD',
          url: path,
          headers: { origin: ORIGIN },
        });
        expect(anonymous.statusCode).toBe(401);
        // Untouched: the owner still finds it at offset 0, and may cancel it.
        const head = await app.inject({
          method: 'HEAD',
          url: path,
          headers: headers(owner.token, { 'tus-resumable': '1.0.0' }),
        });
        expect(head.statusCode).toBe(200);
        expect(head.headers['upload-offset']).toBe('0');
        const cancelled = await app.inject({
          method: 'DELETE',
          url: path,
          headers: headers(owner.token, { 'tus-resumable': '1.0.0' }),
        });
        expect(cancelled.statusCode).toBe(204);
        expect(await store.getUpload(path.split('/').pop()!).catch(() => null)).toBeNull();
        expect(await uploadRows()).toEqual(
          expect.not.arrayContaining([expect.objectContaining({ result: null })]),
        );
      });

      it('refuses what the document rules refuse, at creation or on the last byte, leaving nothing', async () => {
        const tooBig = await app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: headers(owner.token, {
            'tus-resumable': '1.0.0',
            'upload-length': String(10 * 1024 * 1024 + 1),
          }),
        });
        expect(tooBig.statusCode).toBe(413);
        expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', issues: [] });

        const otherAgent = await tusUpload(pdfOfSize(1024), { token: intruder.token });
        expect(otherAgent.status).toBe(404);
        expect(otherAgent.body).toMatchObject({ code: 'NOT_FOUND' });

        // HTML behind a .pdf name: refused when its bytes are all there, and removed.
        const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(4096, ' '));
        const refused = await tusUpload(html, {
          metadata: { filename: 'passport.pdf', applicationId: String(applicationId) },
        });
        expect(refused.status).toBe(415);
        expect(refused.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', issues: [] });
        expect(await uploadRows()).toEqual(
          expect.not.arrayContaining([expect.objectContaining({ result: null })]),
        );
        if (!s3) expect(await partialFiles()).toEqual([]);
      });

      it('caps unfinished uploads per user by count (429) and by bytes (413)', async () => {
        const create = (size: number) =>
          app.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: headers(owner.token, {
              'tus-resumable': '1.0.0',
              'upload-length': String(size),
              'upload-metadata': `applicationId ${Buffer.from(String(applicationId)).toString('base64')}`,
            }),
          });
        expect((await create(9 * 1024 * 1024)).statusCode).toBe(201);
        expect((await create(9 * 1024 * 1024)).statusCode).toBe(201);
        const bytes = await create(9 * 1024 * 1024);
        expect(bytes.statusCode).toBe(413);
        expect(bytes.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
        expect((await create(1024)).statusCode).toBe(201);
        const count = await create(1024);
        expect(count.statusCode).toBe(429);
        expect(count.json()).toEqual({
          message: 'You have 3 unfinished uploads. Finish or cancel one before starting another.',
          code: 'TOO_MANY_REQUESTS',
          issues: [],
        });
      });

      it('answers the finished document again, once, for a client that lost the final answer', async () => {
        const data = pdfOfSize(32 * 1024, 5);
        const outcome = await tusUpload(data);
        const document = outcome.body as { id: number };
        const again = await app.inject({
          method: 'GET',
          url: new URL(outcome.url!).pathname,
          headers: headers(owner.token),
        });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(document);
        const documents = await database.db
          .selectFrom('documents')
          .select('id')
          .where('applicationId', '=', applicationId)
          .execute();
        expect(documents.filter((row) => row.id === document.id)).toHaveLength(1);
      });
    });
  },
);
