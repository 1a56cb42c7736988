import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { pino } from 'pino';
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { rawGet } from '../../test/raw-get';
import { HitWriter } from '../catalogue-cache/hit-writer';
import { CacheKeys } from '../catalogue-cache/request-key';
import { Front } from '../front-server';
import { accountWithSession } from '../storage/test-fixtures';

/** The headers that must match between two answers: all but those made per request. */
function lasting(headers: IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

describe.each(testDrivers())("catalogue cache's front on %s", (driver) => {
  let t: TestApp;
  let origin: string;
  let programId: number;
  let universityId: number;
  const lines: Record<string, unknown>[] = [];
  /** Calls of the Fastify hook's key lookup: the front never makes one. */
  let hookLookups: MockInstance<CacheKeys['of']>;

  beforeAll(async () => {
    hookLookups = vi.spyOn(CacheKeys.prototype, 'of');
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    t = await createTestApp(driver, {}, { logger });
    const [university] = await queries.catalogue.insertUniversities(t.database.db, [
      { name: 'Front Row University', location: 'Dubai, Dubai', emirate: 'Dubai' },
    ]);
    universityId = university!.id;
    [programId] = (await queries.catalogue.insertPrograms(t.database.db, [
      {
        universityId: university!.id,
        name: 'BSc Front Engineering',
        degree: "Bachelor's Degree",
        studyField: 'Engineering',
        duration: '4 years',
        intakes: ['September'],
        description: 'Long enough to be worth compressing. '.repeat(60),
      },
    ])) as [number];
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => hookLookups.mockClear());
  afterAll(async () => {
    hookLookups.mockRestore();
    await t.close();
  });

  it.each([
    ['a program', () => `/api/programs/${programId}`],
    ['a filtered list', () => '/api/programs?degree=Bachelor%27s%20Degree'],
    [
      'a tRPC batch',
      () =>
        `/trpc/program.list,university.list?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`,
    ],
  ])(
    'answers %s Fastify has routed before itself, with the same status, headers and bytes',
    async (_name, path) => {
      const first = await rawGet(`${origin}${path()}`);
      expect(first.status).toBe(200);
      expect(hookLookups).toHaveBeenCalledTimes(1);

      const second = await rawGet(`${origin}${path()}`);
      expect(hookLookups).toHaveBeenCalledTimes(1);
      expect(second.status).toBe(200);
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['x-request-id']).toBeTruthy();
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(second.body.equals(first.body)).toBe(true);
    },
  );

  it('sends compressed copies once the hook has made them, and 304 to a matching ETag', async () => {
    const path = `${origin}/api/programs/${programId}`;
    const identity = await rawGet(path);
    const madeByHook = await rawGet(path, { 'accept-encoding': 'br' });
    expect(madeByHook.headers['content-encoding']).toBe('br');
    hookLookups.mockClear();

    const fromFront = await rawGet(path, { 'accept-encoding': 'br' });
    expect(hookLookups).not.toHaveBeenCalled();
    expect(lasting(fromFront.headers)).toEqual(lasting(madeByHook.headers));
    expect(brotliDecompressSync(fromFront.body).equals(identity.body)).toBe(true);

    const revalidated = await rawGet(path, { 'if-none-match': `W/${identity.headers.etag}` });
    expect(hookLookups).not.toHaveBeenCalled();
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(identity.headers.etag);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('logs what it answers as Fastify does: one line with the request id given', async () => {
    const path = `/api/programs/${programId}`;
    // Warm (or fill again, if the entry aged out while a loaded machine ran the earlier tests).
    await rawGet(`${origin}${path}`);
    hookLookups.mockClear();
    lines.length = 0;
    const answer = await rawGet(`${origin}${path}`, { 'x-request-id': 'front-trace-1' });
    expect(hookLookups).not.toHaveBeenCalled();
    expect(answer.headers['x-request-id']).toBe('front-trace-1');
    await vi.waitFor(() => expect(lines.some((line) => line.msg === 'request')).toBe(true));
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'front-trace-1',
        method: 'GET',
        url: path,
        status: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('hands a read to Fastify after a catalogue write, and answers the new catalogue', async () => {
    const path = `${origin}/api/programs/${programId}`;
    await rawGet(path);
    const admin = await accountWithSession(t.database.db, 'admin');
    const renamed = await call(t.app, 'PUT', `/api/admin/programs/${programId}`, {
      token: admin.token,
      body: { universityId, name: 'BSc Front Engineering II', degree: "Bachelor's Degree" },
    });
    expect(renamed.statusCode).toBe(200);
    hookLookups.mockClear();

    const after = await rawGet(path);
    expect(hookLookups).toHaveBeenCalledTimes(1);
    expect((JSON.parse(after.body.toString()) as { name: string }).name).toBe(
      'BSc Front Engineering II',
    );
  });

  it.each([
    [
      'in front of Fastify',
      '/api/programs?studyField=Engineering',
      '/api/programs?studyField=Engineering',
    ],
    [
      'from the hook',
      '/api/programs?degree=Bachelor%27s%20Degree&degree=Master%27s%20Degree',
      '/api/programs?degree=Master%27s%20Degree&degree=Bachelor%27s%20Degree',
    ],
  ])(
    'closes the socket and logs why when a hit cannot be written %s, and goes on serving',
    async (_where, fillPath, hitPath) => {
      await rawGet(`${origin}${fillPath}`);
      const write = vi.spyOn(HitWriter.prototype, 'write').mockImplementationOnce(() => {
        throw new Error('header list broken');
      });
      lines.length = 0;
      try {
        await expect(rawGet(`${origin}${hitPath}`)).rejects.toThrow(/socket hang up|ECONNRESET/);
      } finally {
        write.mockRestore();
      }
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'catalogue cache: the answer could not be sent',
          err: expect.objectContaining({ message: 'header list broken' }),
        }),
      );
      expect((await rawGet(`${origin}${hitPath}`)).status).toBe(200);
    },
  );

  it('leaves streaming tRPC requests to Fastify', async () => {
    const path = `${origin}/trpc/program.list?batch=1&input=%7B%7D`;
    await rawGet(path);
    hookLookups.mockClear();
    const streaming = await rawGet(path, { 'trpc-accept': 'application/jsonl' });
    expect(streaming.status).toBe(200);
    expect(streaming.headers.etag).toBeUndefined();
    expect(hookLookups).toHaveBeenCalledTimes(1);
  });

  it('is emptied when the app begins to close, so the errors plugin answers what still arrives', async () => {
    const clear = vi.spyOn(Front.prototype, 'clear');
    try {
      await t.app.close();
      expect(clear).toHaveBeenCalledTimes(1);
    } finally {
      clear.mockRestore();
    }
  });
});
