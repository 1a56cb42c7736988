import { createMemoryStorage } from '@uniguide/api';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

describe.each(testDrivers())('GET /api/health on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildApp({ database, storage: createMemoryStorage() });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers ok when the database answers, and 503 with the error body when it does not', async () => {
    const healthy = await app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });
    expect(healthy.headers['cache-control']).toBe('no-store');

    await database.dispose();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      message: 'The database is not available',
      code: 'SERVICE_UNAVAILABLE',
      issues: [],
    });
  });
});
