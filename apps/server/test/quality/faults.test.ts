import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Database } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { createDiskStorage } from '../../src/storage';
import { seedProgram } from '../../src/storage/test-fixtures';
import { call, registerOverRest } from '../helpers';
import { createDraft } from './world';

const UPLOAD_BYTES = 3 * 1024 * 1024;
const BOUNDARY = '----uniguidefaulttest';

/** A multipart body of one PDF-looking file of `size` bytes for the given application, in pieces. */
function uploadParts(applicationId: number, size: number): Buffer[] {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="transcript.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\n%%EOF\r\n--${BOUNDARY}--\r\n`);
  const chunks = [head];
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  for (let written = 0; written < size; written += chunk.length) chunks.push(chunk);
  chunks.push(tail);
  return chunks;
}

interface SlowUpload {
  /** Resolves with the status and body once the server answers. */
  done: Promise<{ status: number; body: string }>;
  /** Resolves once the first piece has been written. */
  started: Promise<void>;
}

/** Streams the parts with a pause between them; `abortAfter` cuts the connection after that many parts. */
function slowUpload(
  port: number,
  token: string,
  parts: Buffer[],
  options: { delayMs?: number; abortAfter?: number } = {},
): SlowUpload {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/documents',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: `${SESSION_COOKIE}=${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (body += piece));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    void (async () => {
      for (const [index, part] of parts.entries()) {
        if (options.abortAfter !== undefined && index >= options.abortAfter) {
          req.destroy();
          reject(new Error('aborted by the test'));
          return;
        }
        // Started means the server is already reading the body, not merely that Node buffered it.
        await new Promise<void>((resolve) => req.write(part, () => resolve()));
        if (index === 2) markStarted();
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 20));
      }
      req.end();
    })();
  });
  return { done, started };
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((_, count) => resolve(count)));
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.each(testDrivers())('uploads under faults on %s', (driver) => {
  let database: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let port: number;
  let programId: number;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dataDir = await mkdtemp(join(tmpdir(), 'uniguide-faults-'));
    app = await buildApp({
      database,
      storage: createDiskStorage(join(dataDir, 'uploads')),
      config: { authRateLimit: 1000 },
    });
    port = await listen(app);
    ({ programId } = await seedProgram(database.db));
    ({ token } = await registerOverRest(app));
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function storedFiles(): Promise<string[]> {
    try {
      return await readdir(join(dataDir, 'uploads'), { recursive: true });
    } catch {
      return [];
    }
  }

  it('leaves a draft and nothing else when the upload after create breaks off or is refused', async () => {
    const filesBefore = await storedFiles();
    const id = await createDraft({ app } as never, token, programId);

    const aborted = slowUpload(port, token, uploadParts(id, UPLOAD_BYTES), { abortAfter: 4 });
    await expect(aborted.done).rejects.toThrow();

    const disguised = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: `${SESSION_COOKIE}=${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${id}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\nMZ\x90\x00 this is a program\r\n--${BOUNDARY}--\r\n`,
    });
    expect(disguised.statusCode).toBe(415);

    // The aborted request may still be unwinding on the server; give it a moment before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const application = await database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('draft');
    const documents = await database.db
      .selectFrom('documents')
      .selectAll()
      .where('applicationId', '=', id)
      .execute();
    expect(documents).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    const listed = await call(app, 'GET', `/api/applications/${id}/documents`, { token });
    expect(listed.json()).toEqual([]);
  });

  it('lets in-flight uploads finish when the server is closed, and refuses new connections', async () => {
    const ids = await Promise.all(
      [0, 1, 2].map(() => createDraft({ app } as never, token, programId)),
    );
    const uploads = ids.map((id) =>
      slowUpload(port, token, uploadParts(id, UPLOAD_BYTES), { delayMs: 40 }),
    );
    await Promise.all(uploads.map((upload) => upload.started));
    // Written bytes may sit in kernel buffers; wait until the server holds all three connections.
    for (let tries = 0; (await connectionCount(app)) < 3 && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();

    // A newcomer is turned away: refused or reset at the socket, or a 503 while the server drains.
    const newcomer = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code ?? 'error',
    );
    expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 503]).toContain(newcomer);

    const results = await Promise.all(uploads.map((upload) => upload.done));
    for (const result of results) {
      expect(result.status, result.body).toBe(201);
      expect(JSON.parse(result.body)).toMatchObject({ fileSize: expect.any(Number) });
    }
    await closing;
    const rows = await database.db
      .selectFrom('documents')
      .select(['applicationId', 'fileSize'])
      .where('applicationId', 'in', ids)
      .execute();
    expect(rows).toHaveLength(3);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones, like a restart. */
function databaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(proxyPort, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  let proxyPort = 0;
  return {
    async start() {
      proxyPort = await start();
      return proxyPort;
    },
    async stop() {
      const closed = new Promise<void>((resolve) =>
        server ? server.close(() => resolve()) : resolve(),
      );
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.skipIf(!postgresUrl)('a PostgreSQL restart under load', () => {
  let testDatabase: TestDatabase;
  let proxied: Database;
  let app: FastifyInstance;
  const proxy = databaseProxy(new URL(postgresUrl ?? 'postgres://127.0.0.1:5432/test'));

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    await seedProgram(testDatabase.db);
    const port = await proxy.start();
    const url = new URL(postgresUrl ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(port);
    proxied = createDb({
      databaseUrl: url.toString(),
      poolMax: 5,
      pgOptions: `-c search_path=${testDatabase.schema},public`,
    });
    app = await buildApp({
      database: proxied,
      storage: createDiskStorage(join(tmpdir(), 'uniguide-faults-pg-uploads')),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.stop();
    await testDatabase.dispose();
  });

  it('answers 503 with the error body on REST and tRPC while the database is down and recovers within 5 s', async () => {
    const seen: Array<{ phase: string; url: string; status: number; body: string }> = [];
    let phase = 'before';
    let running = true;
    const urls = ['/api/programs', '/api/health', '/trpc/university.list'];
    const load = Array.from({ length: 21 }, async (_, index) => {
      while (running) {
        const url = urls[index % urls.length] ?? '/api/health';
        const response = await call(app, 'GET', url);
        seen.push({ phase, url, status: response.statusCode, body: response.body });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    phase = 'outage';
    await proxy.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    phase = 'recovering';
    await proxy.start();
    const restartedAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - restartedAt < 5_000) {
      const answers = await Promise.all(urls.map((url) => call(app, 'GET', url)));
      if (answers.every((answer) => answer.statusCode === 200)) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all(load);

    expect(recoveredAt, 'no success within 5 s of the database coming back').toBeDefined();
    expect(
      seen.filter((item) => item.phase === 'before').every((item) => item.status === 200),
    ).toBe(true);
    const outage = seen.filter((item) => item.phase === 'outage' && item.status !== 200);
    expect(outage.length).toBeGreaterThan(0);
    expect(outage.some((item) => item.url.startsWith('/trpc/'))).toBe(true);
    const errorBody = {
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
      issues: [],
    };
    for (const item of outage) {
      expect(item.status, `${item.url} ${item.body}`).toBe(503);
      if (item.url.startsWith('/trpc/')) {
        const { error } = JSON.parse(item.body);
        expect({
          message: error.message,
          code: error.data.appCode,
          issues: error.data.issues,
        }).toEqual(errorBody);
        expect(error.data.httpStatus).toBe(503);
      } else if (item.url !== '/api/health') {
        expect(JSON.parse(item.body)).toEqual(errorBody);
      } else {
        expect(JSON.parse(item.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
    }
    expect(seen.every((item) => item.status === 200 || item.status === 503)).toBe(true);
  });
});
