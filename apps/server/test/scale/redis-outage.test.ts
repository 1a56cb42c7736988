import { createMemoryStorage } from '@uniguide/api';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { appConfigFromEnv } from '../../src/config';
import { loadEnv } from '../../src/env';
import { call, newAgent } from '../helpers';
import { closedPort } from './cluster';
import { recordingLogger } from './recording-logger';

/** Redis is where processes share counts, never a reason to refuse a request (decision 010). */
describe('a server whose Redis is down (REDIS_URL at a closed port)', () => {
  const { logger, warnings } = recordingLogger();
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = loadEnv({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      AUTH_RATE_LIMIT: '2',
    });
    app = await buildApp({
      database,
      storage: createMemoryStorage(),
      config: appConfigFromEnv(env),
      logger,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('starts, and keeps signing people up and in (failing open past the per-IP limit), with warnings', async () => {
    expect(warnings()).toContain(
      'Redis is unreachable: rate limits and sign-in throttles are not shared until it answers again',
    );
    const input = newAgent();
    expect((await call(app, 'POST', '/api/register', { body: input })).statusCode).toBe(201);
    const attempts = [];
    for (let index = 0; index < 3; index++) {
      const response = await call(app, 'POST', '/api/login', {
        body: { username: `nobody-${index}@example.com`, password: 'wrong-password' },
      });
      attempts.push(response.statusCode);
    }
    expect(attempts).toEqual([401, 401, 401]);
    const login = await call(app, 'POST', '/api/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.statusCode).toBe(200);
    expect(warnings()).toContain('rate-limit store unavailable: request let through');
  });

  it('still limits failed sign-ins per account, counted in this process', async () => {
    const input = newAgent();
    expect((await call(app, 'POST', '/api/register', { body: input })).statusCode).toBe(201);
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      const response = await call(app, 'POST', '/api/login', {
        body: { username: input.username, password: index < 5 ? `wrong-${index}` : input.password },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(warnings()).toContain('Redis unavailable: failed sign-ins counted in this process only');
  });
});
