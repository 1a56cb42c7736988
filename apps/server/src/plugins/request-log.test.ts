import { testDrivers } from '@uniguide/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { accountWithSession } from '../storage/test-fixtures';

describe.each(testDrivers())('request log on %s', (driver) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    t = await createTestApp(driver, {}, { logger });
  });
  afterAll(() => t.close());

  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one line per request with method, URL, status, time, request id and user id', async () => {
    const account = await accountWithSession(t.database.db, 'agent');
    lines.length = 0;
    const response = await call(t.app, 'GET', '/api/user', {
      token: account.token,
      headers: { 'x-request-id': 'trace-123', 'user-agent': 'kept-out' },
    });
    expect(response.statusCode).toBe(200);
    expect(lines.filter((line) => line.reqId === 'trace-123')).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      reqId: 'trace-123',
      method: 'GET',
      url: '/api/user',
      status: 200,
      userId: account.userId,
    });
    expect(typeof line?.responseTime).toBe('number');
    // Lean: no request or response objects (headers, addresses) ride along.
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    expect(JSON.stringify(line)).not.toContain('kept-out');
  });

  it('logs anonymous reads, cached catalogue answers and unknown routes too, without a user id', async () => {
    lines.length = 0;
    await call(t.app, 'GET', '/api/programs');
    await call(t.app, 'GET', '/api/programs');
    await call(t.app, 'GET', '/api/no-such-thing');
    const logged = requestLines();
    expect(logged.map((line) => [line.url, line.status])).toEqual([
      ['/api/programs', 200],
      ['/api/programs', 200],
      ['/api/no-such-thing', 404],
    ]);
    expect(logged.every((line) => line.userId === undefined)).toBe(true);
  });
});
