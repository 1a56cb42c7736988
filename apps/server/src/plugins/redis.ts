import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every server process shares (REDIS_URL), or null: counts stay in this process. */
    redis: Redis | null;
  }
}

// Rate limits and sign-in throttles must never hold a request up: with no offline queue and short
// timeouts a command fails at once while Redis is away, and its caller lets the request through.
const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 500;
const FIRST_CONNECTION_WAIT_MS = 2_000;

/** A client whose keys all start with `keyPrefix`; logs one warning per outage, not one per retry. */
export function createRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits and sign-in throttles are not shared until it answers again',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits and sign-in throttles are shared again');
  });
  return redis;
}

/** Resolves once the first connection succeeded or failed (or took too long), never rejects. */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, FIRST_CONNECTION_WAIT_MS);
    redis.on('ready', settle);
    redis.on('error', settle);
  });
}

/**
 * Connects to REDIS_URL when set. The server starts even when Redis is down (it keeps reconnecting in the
 * background); Redis is a place to share counts, never a reason to refuse requests.
 */
export const redisPlugin = fp<{ config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'> }>(
  async (app: FastifyInstance, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = createRedis(config.redisUrl, config.redisKeyPrefix, app.log);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    await firstConnection(redis);
  },
  { name: 'uniguide-redis' },
);
