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

  it('shares the back-off between processes, waits on Redis time and forgets on reset', async () => {
    const [a, b] = clients.map((client) => new RedisFailureCounter(client, log));
    if (!a || !b) throw new Error('two clients expected');
    const key = '198.51.100.1|who@example.com';
    for (let index = 0; index < 4; index++) await (index % 2 ? a : b).recordFailure(key);
    expect(await a.retryAfterMs(key)).toBe(0);
    await a.recordFailure(key);
    const wait = await b.retryAfterMs(key);
    expect(wait).toBeGreaterThan(29_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    // One failure more doubles the wait.
    await b.recordFailure(key);
    expect(await a.retryAfterMs(key)).toBeGreaterThan(59_000);
    // Another client at the same account is not waiting.
    expect(await b.retryAfterMs('203.0.113.9|who@example.com')).toBe(0);

    // KEYS patterns are not prefixed by the client: this lists the full names.
    expect(await clients[0]!.keys(`${prefix}*`)).toEqual([`${prefix}sign-in-backoff:${key}`]);
    await b.reset(key);
    expect(await a.retryAfterMs(key)).toBe(0);
  });

  it('forgets a key once its memory expired', async () => {
    const counter = new RedisFailureCounter(clients[0]!, log);
    const policy = { freeFailures: 1, baseDelayMs: 5_000, maxDelayMs: 5_000, memoryMs: 1_000 };
    await counter.recordFailure('brief@example.com', policy);
    expect(await counter.retryAfterMs('brief@example.com', policy)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await counter.retryAfterMs('brief@example.com', policy)).toBe(0);
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
    const counter = new RedisFailureCounter(redis, logger);
    for (let index = 0; index < 4; index++) await counter.recordFailure('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBe(0);
    await counter.recordFailure('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBeGreaterThan(0);
    await counter.reset('down@example.com');
    expect(await counter.retryAfterMs('down@example.com')).toBe(0);
    expect(warnings()).toContain('Redis unavailable: failed sign-ins counted in this process only');
  });
});
