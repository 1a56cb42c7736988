import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import {
  accountWithSession,
  applicationForm,
  multipartBody,
  SAMPLE_FILES,
  seedProgram,
} from '../storage/test-fixtures';
import { SESSION_COOKIE } from './session';

describe('a stalled upload', () => {
  let t: TestApp;
  const lines: Array<{ level: number; msg: string }> = [];
  let origin: string;
  let token: string;
  let applicationId: number;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    t = await createTestApp(
      'pglite',
      { requestBodyTimeoutSeconds: 1, uploadIdleTimeoutSeconds: 1 },
      { logger: pino({ level: 'info' }, sink) },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ({ token } = await accountWithSession(t.database.db));
    const { programId } = await seedProgram(t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${token}`,
      },
      payload: JSON.stringify({ programId, ...applicationForm() }),
    });
    applicationId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is answered 408 and logged at warn, never at error', async () => {
    const { payload, contentType } = await multipartBody([
      ['applicationId', String(applicationId)],
      ['file', SAMPLE_FILES.pdf, 'passport.pdf'],
    ]);
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(`${origin}/api/documents`, {
        method: 'POST',
        agent: false,
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          cookie: `${SESSION_COOKIE}=${token}`,
          'content-type': contentType,
          'content-length': String(payload.length),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      req.write(payload.subarray(0, payload.length - 40));
    });
    expect(status).toBe(408);
    // The route finishes after the answer: wait for its line (a busy machine may take a while).
    const interrupted = (line: { msg: string }) =>
      line.msg === 'upload interrupted: the body stopped arriving';
    for (let waited = 0; waited < 10_000 && !lines.some(interrupted); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'upload interrupted: the body stopped arriving' }),
    );
  });
});
