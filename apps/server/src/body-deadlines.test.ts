import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startThrottleProxy, type ThrottleProxy } from '../test/throttle-proxy';
import { buildApp } from './app';
import { isUploadRequest } from './body-deadlines';
import { SESSION_COOKIE } from './plugins/session';
import { createStorage } from './storage';
import { spoolFolderPrefix } from './storage/spool';
import {
  applicationForm,
  accountWithSession,
  multipartBody,
  seedProgram,
} from './storage/test-fixtures';

/** Scaled down for speed, the same rules: a total of 2 s for other requests, 1 s idle for uploads. */
const TOTAL_SECONDS = 2;
const IDLE_SECONDS = 1;
const RATE = 64 * 1024;

function pdfOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  Buffer.from('%PDF-1.4\n%test\n').copy(file, 0);
  Buffer.from('\n%%EOF\n').copy(file, bytes - 7);
  return file;
}

interface Answer {
  status: number;
  body: string;
  seconds: number;
}

function send(
  url: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  method = 'POST',
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const target = new URL(url);
    const req = httpRequest(
      { host: target.hostname, port: target.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            seconds: (Date.now() - started) / 1000,
          }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, body: '', seconds: (Date.now() - started) / 1000 }));
    req.end(body);
  });
}

async function spoolFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith(spoolFolderPrefix()));
}

describe('isUploadRequest', () => {
  it('names the routes that take a file, and only those', () => {
    expect(isUploadRequest({ method: 'POST', url: '/api/documents' })).toBe(true);
    expect(isUploadRequest({ method: 'POST', url: '/api/students/7/documents?x=1' })).toBe(true);
    expect(
      isUploadRequest({ method: 'POST', url: '/api/admin/applications/3/university-documents' }),
    ).toBe(true);
    expect(
      isUploadRequest({ method: 'POST', url: '/api/applications/3/messages/attachments' }),
    ).toBe(true);
    expect(isUploadRequest({ method: 'PATCH', url: '/api/uploads/abc' })).toBe(true);
    expect(isUploadRequest({ method: 'POST', url: '/api/applications' })).toBe(false);
    expect(isUploadRequest({ method: 'GET', url: '/api/documents' })).toBe(false);
    expect(isUploadRequest({ method: 'PATCH', url: '/api/uploads' })).toBe(false);
  });
});

describe.each(testDrivers())('body deadlines on %s', (driver) => {
  let database: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let origin: string;
  let proxy: ThrottleProxy;
  let owner: { token: string };
  let applicationId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dataDir = await mkdtemp(join(tmpdir(), 'uniguide-deadlines-'));
    app = await buildApp({
      database,
      storage: createStorage({ storageDriver: 'disk', dataDir }, database),
      config: {
        authRateLimit: 1000,
        requestBodyTimeoutSeconds: TOTAL_SECONDS,
        uploadIdleTimeoutSeconds: IDLE_SECONDS,
      },
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(origin);
    proxy = await startThrottleProxy({ host: '127.0.0.1', port: Number(port) });
    const { programId } = await seedProgram(database.db);
    owner = await accountWithSession(database.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: `${SESSION_COOKIE}=${owner.token}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ programId, ...applicationForm() }),
    });
    applicationId = created.json().id;
  });
  afterEach(() => {
    proxy.setRate(null);
    proxy.resume();
  });
  afterAll(async () => {
    await proxy?.close();
    await app?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function uploadHeaders(size: number) {
    const { payload, contentType } = await multipartBody([
      ['applicationId', String(applicationId)],
      ['documentType', 'transcript'],
      ['file', pdfOfSize(size), 'transcript.pdf'],
    ]);
    return {
      payload,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: `${SESSION_COOKIE}=${owner.token}`,
        'content-type': contentType,
        'content-length': String(payload.length),
      },
    };
  }

  it('lets an upload that keeps arriving run past the total deadline, and stores it whole', async () => {
    proxy.setRate(RATE);
    // ~3.5 s at 64 KB/s: well past the 2 s every other request gets.
    const { payload, headers } = await uploadHeaders(224 * 1024);
    const answer = await send(proxy.url, '/api/documents', headers, payload);
    expect(answer.status, answer.body).toBe(201);
    expect(answer.seconds).toBeGreaterThan(TOTAL_SECONDS + 1);
    expect(JSON.parse(answer.body)).toMatchObject({ fileSize: 224 * 1024 });
  });

  it('answers a stalled upload 408 in the error shape within the idle limit and removes its spool', async () => {
    const { payload, headers } = await uploadHeaders(512 * 1024);
    proxy.setRate(RATE);
    const before = proxy.bytesUp;
    const answering = send(proxy.url, '/api/documents', headers, payload);
    // Once some of the file went through, the link goes silent.
    while (proxy.bytesUp - before < 64 * 1024)
      await new Promise((resolve) => setTimeout(resolve, 20));
    proxy.stall();
    const stalledAt = Date.now();
    expect(await spoolFolders()).toHaveLength(1);
    const answer = await answering;
    const afterStall = (Date.now() - stalledAt) / 1000;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The upload stopped arriving: no data for 1 seconds. Please try again.',
      code: 'REQUEST_TIMEOUT',
      issues: [],
    });
    expect(afterStall).toBeGreaterThanOrEqual(IDLE_SECONDS - 0.1);
    expect(afterStall).toBeLessThan(IDLE_SECONDS + 1.5);
    // Removed with the request, not by a later sweep (those run hours apart); a loaded machine may
    // take a moment to run the removal after the answer.
    for (let waited = 0; waited < 3_000 && (await spoolFolders()).length > 0; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await spoolFolders()).toEqual([]);
  });

  it.each([
    ['with its length', 'content-length'],
    ['in chunks', 'transfer-encoding'],
  ] as const)(
    'keeps a bounded total time for every other request, however steadily it arrives (%s)',
    async (_framing, header) => {
      proxy.setRate(1024);
      const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(4000) }));
      const answer = await send(
        proxy.url,
        '/api/applications',
        {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          cookie: `${SESSION_COOKIE}=${owner.token}`,
          'content-type': 'application/json',
          ...(header === 'content-length'
            ? { 'content-length': String(body.length) }
            : { 'transfer-encoding': 'chunked' }),
        },
        body,
      );
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: 'The request took too long to arrive',
        code: 'REQUEST_TIMEOUT',
      });
      expect(answer.seconds).toBeLessThan(TOTAL_SECONDS + 1.5);
    },
  );
});
