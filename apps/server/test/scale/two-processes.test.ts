import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  migrateDespiteForeignDrops,
  type TestDatabase,
} from '@uniguide/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, seedProgram } from '../../src/storage/test-fixtures';
import { newAgent } from '../helpers';
import {
  databaseUrlForSchema,
  request,
  sessionTokenOf,
  startServer,
  type ServerProcess,
} from './cluster';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
// Above the five failures one client may make at one account, so its back-off shows first.
const AUTH_RATE_LIMIT = 6;

/**
 * Horizontal scale (decision 010): two server processes on one PostgreSQL schema and one Redis behave
 * as one server — sessions, rate limits, sign-in throttles and stored documents are shared.
 */
describe.skipIf(!postgresUrl)(
  'two server processes on one database (needs TEST_DATABASE_URL)',
  () => {
    const keyPrefix = `uniguide-test:${randomBytes(4).toString('hex')}:`;
    let database: TestDatabase;
    let dataDir: string;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      dataDir = await mkdtemp(join(tmpdir(), 'uniguide-scale-'));
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrlForSchema(postgresUrl ?? '', database.schema ?? ''),
        STORAGE_DRIVER: 'postgres',
        AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
      };
      // Each process gets its own data folder, so nothing but the database and Redis is shared. A
      // process migrates as it starts, so another test file dropping its schema at that instant
      // fails the start naming that schema: such a start is tried again.
      const start = (name: string) =>
        migrateDespiteForeignDrops(
          () =>
            startServer({
              ...env,
              DATA_DIR: join(dataDir, name),
              AGENT_DIST: join(dataDir, name, 'agent'),
              ADMIN_DIST: join(dataDir, name, 'admin'),
            }),
          database.schema ?? '',
        );
      [a, b] = await Promise.all([start('a'), start('b')]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await database?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function register(server: ServerProcess, ip: string) {
      const input = newAgent();
      const response = await request(server, 'POST', '/api/register', { body: input, ip });
      if (response.status !== 201) {
        // The log is written asynchronously: give the failure's line a moment to arrive.
        await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
        const story = JSON.stringify(server.logs().slice(-3)) + server.stderr();
        expect.fail(`register answered ${response.status}: ${await response.text()}\n${story}`);
      }
      return input;
    }

    it('accepts a session signed in on A on B, and a logout on B ends it on A', async () => {
      const input = await register(a, '192.0.2.10');
      const login = await request(a, 'POST', '/api/login', {
        body: { username: input.username, password: input.password },
        ip: '192.0.2.10',
      });
      expect(login.status).toBe(200);
      const token = sessionTokenOf(login);
      expect(token).toBeDefined();

      const onB = await request(b, 'GET', '/api/user', { token });
      expect(onB.status).toBe(200);
      expect(await onB.json()).toMatchObject({ username: input.username });
      expect((await request(a, 'GET', '/api/user', { token })).status).toBe(200);

      expect((await request(b, 'POST', '/api/logout', { token })).status).toBe(204);
      expect((await request(a, 'GET', '/api/user', { token })).status).toBe(401);
      expect((await request(b, 'GET', '/api/user', { token })).status).toBe(401);
    });

    it('serves a document uploaded through A byte for byte through B (STORAGE_DRIVER=postgres)', async () => {
      const { programId } = await seedProgram(database.db);
      const input = await register(a, '192.0.2.11');
      const login = await request(a, 'POST', '/api/login', {
        body: { username: input.username, password: input.password },
        ip: '192.0.2.11',
      });
      const token = sessionTokenOf(login);
      const created = await request(a, 'POST', '/api/applications', {
        body: { programId, ...applicationForm() },
        token,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id: applicationId } = (await created.json()) as { id: number };

      // Larger than one storage chunk and not text, so any re-encoding or truncation shows.
      const bytes = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        randomBytes(700 * 1024),
        Buffer.from('\n%%EOF\n'),
      ]);
      const form = new FormData();
      form.append('applicationId', String(applicationId));
      form.append('documentType', 'transcript');
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'transcript.pdf');
      const uploaded = await request(a, 'POST', '/api/documents', { form, token });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { id: documentId } = (await uploaded.json()) as { id: number };

      const downloaded = await request(b, 'GET', `/api/documents/${documentId}/download`, {
        token,
      });
      expect(downloaded.status).toBe(200);
      const received = Buffer.from(await downloaded.arrayBuffer());
      expect(received.length).toBe(bytes.length);
      expect(createHash('sha256').update(received).digest('hex')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    });

    it.skipIf(!redisUrl)(
      'limits sign-ins per IP across both processes, not per process (needs REDIS_URL)',
      async () => {
        const ip = '198.51.100.20';
        const attempt = (server: ServerProcess, index: number) =>
          request(server, 'POST', '/api/login', {
            body: { username: `nobody-${index}@example.com`, password: 'wrong-password' },
            ip,
          });
        // Three attempts on each process: within each process's budget of 6, but 6 in all.
        const statuses: number[] = [];
        for (let index = 0; index < AUTH_RATE_LIMIT; index++)
          statuses.push((await attempt(index % 2 === 0 ? a : b, index)).status);
        expect(statuses).toEqual(Array.from({ length: AUTH_RATE_LIMIT }, () => 401));

        const limitedOnA = await attempt(a, 10);
        expect(limitedOnA.status).toBe(429);
        expect(await limitedOnA.json()).toEqual({
          message: 'Too many sign-in attempts. Please wait a minute and try again.',
          code: 'TOO_MANY_REQUESTS',
          issues: [],
        });
        expect((await attempt(b, 11)).status).toBe(429);
        // Another client is not affected.
        expect(
          (
            await request(b, 'POST', '/api/login', {
              body: { username: 'nobody@example.com', password: 'wrong-password' },
              ip: '198.51.100.21',
            })
          ).status,
        ).toBe(401);
      },
    );

    it.skipIf(!redisUrl)(
      'backs off one client at one account across both processes, and no other client (needs REDIS_URL)',
      async () => {
        const input = await register(a, '203.0.113.90');
        const ip = '203.0.113.100';
        // Five wrong passwords from one client, alternating processes: at most three per process.
        for (let index = 0; index < 5; index++) {
          const response = await request(index % 2 === 0 ? a : b, 'POST', '/api/login', {
            body: { username: input.username, password: `wrong-${index}` },
            ip,
          });
          expect(response.status).toBe(401);
        }
        const waiting = await request(b, 'POST', '/api/login', {
          body: { username: input.username, password: input.password },
          ip,
        });
        expect(waiting.status).toBe(429);
        expect(((await waiting.json()) as { message: string }).message).toMatch(
          /^Too many failed sign-in attempts\. Please try again in (29|30) seconds\.$/,
        );
        // The owner, elsewhere, is not locked out.
        const owner = await request(a, 'POST', '/api/login', {
          body: { username: input.username, password: input.password },
          ip: '203.0.113.120',
        });
        expect(owner.status).toBe(200);
      },
    );
  },
);
