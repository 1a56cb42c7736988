import { randomBytes } from 'node:crypto';
import { MemoryFailureCounter } from '@uniguide/api';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test/scale/cluster';
import { recordingLogger } from '../test/scale/recording-logger';
import { createLoginFailures, RedisFailureCounter } from './login-failures';
import { createRedis } from './plugins/redis';

async function connected(redis: Redis): Promise<Redis> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
}

describe('createLoginFailures', () => {
  it('counts in memory without Redis', () => {
    expect(createLoginFailures(null, pino({ level: 'silent' }))).toBeInstanceOf(
      MemoryFailureCounter,
    );
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('RedisFailureCounter on REDIS_URL', () => {
  const prefix = `uniguide-test:${randomBytes(4).toString('hex')}:`;
  const log = pino({ level: 'silent' });
  let clients: Redis[];

  beforeAll(async () => {
    clients = await Promise.all(
      [0, 1].map(() => connected(createRedis(redisUrl ?? '', prefix, log))),
    );
  });
  afterAll(async () => {
    const [first] = clients;
    const keys = first ? await first.keys(`${prefix}*`) : [];
    // KEYS answers full names, and DEL adds the client's prefix again.
    if (first && keys.length > 0) await first.del(...keys.map((key) => key.slice(prefix.length)));
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('shares counts between processes, blocks for the rest of the window and forgets on reset', async () => {
    const [a, b] = clients.map((client) => new RedisFailureCounter(client, log, 3, 60_000));
    if (!a || !b) throw new Error('two clients expected');
    await a.recordFailure('who@example.com');
    await b.recordFailure('who@example.com');
    expect(await a.retryAfterMs('who@example.com')).toBe(0);
    await a.recordFailure('who@example.com');
    const wait = await b.retryAfterMs('who@example.com');
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await b.retryAfterMs('other@example.com')).toBe(0);

    // KEYS patterns are not prefixed by the client: this lists the full names.
    expect(await clients[0]!.keys(`${prefix}*`)).toEqual([
      `${prefix}login-failures:who@example.com`,
    ]);
    await b.reset('who@example.com');
    expect(await a.retryAfterMs('who@example.com')).toBe(0);
  });

  it('starts a fresh window once the last one expired', async () => {
    const counter = new RedisFailureCounter(clients[0]!, log, 1, 1_000);
    await counter.recordFailure('brief@example.com');
    expect(await counter.retryAfterMs('brief@example.com')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await counter.retryAfterMs('brief@example.com')).toBe(0);
  });
});

describe('RedisFailureCounter while Redis is down', () => {
  let redis: Redis;
  const { logger, warnings } = recordingLogger();

  beforeAll(async () => {
    redis = createRedis(`redis://127.0.0.1:${await closedPort()}`, 'uniguide-test:', logger);
  });
  afterAll(() => {
    redis.disconnect();
  });

  it('keeps counting in this process and logs a warning instead of failing the sign-in', async () => {
    const counter = new RedisFailureCounter(redis, logger, 2, 60_000);
    await counter.recordFailure('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBe(0);
    await counter.recordFailure('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBeGreaterThan(0);
    await counter.reset('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBe(0);
    expect(warnings()).toContain('Redis unavailable: failed sign-ins counted in this process only');
  });
});
