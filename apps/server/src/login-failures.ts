import {
  MemoryFailureCounter,
  SIGN_IN_BACKOFF,
  type BackoffPolicy,
  type FailureCounter,
} from '@uniguide/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Redis's own clock, so processes whose clocks differ still agree on when a wait ends.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// One failure more, and the time of this one; the key is forgotten `memoryMs` after its last failure.
const RECORD_FAILURE = `${NOW}
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

// The wait left: nothing below `freeFailures`, then base × 2^(failures − free), at most `max`.
const RETRY_AFTER = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local free = tonumber(ARGV[1])
if count < free then return 0 end
${NOW}
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local delay = math.min(tonumber(ARGV[2]) * 2 ^ (count - free), tonumber(ARGV[3]))
return math.max(math.floor(last + delay - now), 0)`;

/**
 * Failed attempts counted in Redis, so every server process sees the same back-off. While Redis is
 * away each process counts in its own memory instead (as without Redis) and logs a warning: sign-in
 * keeps working, and guessing stays bounded per process.
 */
export class RedisFailureCounter implements FailureCounter {
  private readonly local: MemoryFailureCounter;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new MemoryFailureCounter();
  }

  async retryAfterMs(key: string, policy: BackoffPolicy = SIGN_IN_BACKOFF): Promise<number> {
    const local = await this.local.retryAfterMs(key, policy);
    try {
      const shared = await this.redis.eval(
        RETRY_AFTER,
        1,
        this.redisKey(key),
        policy.freeFailures,
        policy.baseDelayMs,
        policy.maxDelayMs,
      );
      return Math.max(Number(shared), local);
    } catch (error) {
      this.warn(error);
      return local;
    }
  }

  async recordFailure(key: string, policy: BackoffPolicy = SIGN_IN_BACKOFF): Promise<void> {
    try {
      await this.redis.eval(RECORD_FAILURE, 1, this.redisKey(key), policy.memoryMs);
    } catch (error) {
      this.warn(error);
      await this.local.recordFailure(key, policy);
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

  // A new name for the new shape (a hash, not a counter): keys of the old lock-out just expire.
  private redisKey(key: string): string {
    return `sign-in-backoff:${key}`;
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
