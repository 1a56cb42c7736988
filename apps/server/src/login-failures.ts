import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MemoryFailureCounter,
  type FailureCounter,
} from '@uniguide/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// The window starts at the first failure, as in memory: INCR and its expiry in one atomic step.
const RECORD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const RETRY_AFTER = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then return 0 end
return math.max(redis.call('PTTL', KEYS[1]), 0)`;

/**
 * Failed sign-ins counted in Redis, so every server process sees the same count. While Redis is away
 * each process counts in its own memory instead (as without Redis) and logs a warning: sign-in keeps
 * working, and guessing stays bounded per process.
 */
export class RedisFailureCounter implements FailureCounter {
  private readonly local: MemoryFailureCounter;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    readonly max: number = LOGIN_FAILURE_LIMIT,
    readonly windowMs: number = LOGIN_FAILURE_WINDOW_MS,
  ) {
    this.local = new MemoryFailureCounter(max, windowMs);
  }

  async retryAfterMs(key: string): Promise<number> {
    const local = await this.local.retryAfterMs(key);
    try {
      const shared = await this.redis.eval(RETRY_AFTER, 1, this.redisKey(key), this.max);
      return Math.max(Number(shared), local);
    } catch (error) {
      this.warn(error);
      return local;
    }
  }

  async recordFailure(key: string): Promise<void> {
    try {
      await this.redis.eval(RECORD_FAILURE, 1, this.redisKey(key), this.windowMs);
    } catch (error) {
      this.warn(error);
      await this.local.recordFailure(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    try {
      await this.redis.del(this.redisKey(key));
    } catch (error) {
      this.warn(error);
    }
  }

  private redisKey(key: string): string {
    return `login-failures:${key}`;
  }

  private warn(error: unknown): void {
    this.log.warn(
      { err: error },
      'Redis unavailable: failed sign-ins counted in this process only',
    );
  }
}

/** The store chosen at start: Redis when the server has one, else this process's memory. */
export function createLoginFailures(redis: Redis | null, log: FastifyBaseLogger): FailureCounter {
  return redis ? new RedisFailureCounter(redis, log) : new MemoryFailureCounter();
}
