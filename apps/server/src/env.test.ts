import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('reads PGLITE_SETTINGS as name=value settings and refuses anything else', () => {
    expect(
      loadEnv({ PGLITE_SETTINGS: 'shared_buffers=128MB, work_mem=16MB' }).pgliteSettings,
    ).toEqual(['shared_buffers=128MB', 'work_mem=16MB']);
    expect(() => loadEnv({ PGLITE_SETTINGS: 'shared_buffers=1MB;DROP' })).toThrow(EnvError);
    expect(() => loadEnv({ PGLITE_SETTINGS: 'fsync = off -c x' })).toThrow('PGLITE_SETTINGS');
  });

  it('gives every variable its documented default', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      storageDriver: 'disk',
      publicAgentUrl: 'http://localhost:3000',
      publicAdminUrl: 'http://admin.localhost:3000',
      cookieDomain: undefined,
      sessionTtlDays: 30,
      logLevel: 'info',
      trustProxy: false,
      seedDemo: true,
      allowedOrigins: [],
      authRateLimit: 10,
      shareRateLimit: 60,
      mailRateLimit: 10,
      redisUrl: undefined,
      redisKeyPrefix: 'uniguide:',
      requestBodyTimeoutSeconds: 60,
      idleSocketTimeoutSeconds: 30,
      maxConnections: 512,
      maxConnectionsPerClient: 64,
      pgliteSettings: [],
    });
    expect(env.dataDir).toMatch(/\/\.data$/);
    expect(env.agentDist).toMatch(/apps\/agent\/dist$/);
    expect(env.adminDist).toMatch(/apps\/admin\/dist$/);
  });

  it('follows PORT in the default app URLs and turns demo seeding off with PostgreSQL', () => {
    const env = loadEnv({
      PORT: '4100',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      TRUST_PROXY: 'true',
    });
    expect(env.publicAgentUrl).toBe('http://localhost:4100');
    expect(env.publicAdminUrl).toBe('http://admin.localhost:4100');
    expect(env.seedDemo).toBe(false);
    expect(env.trustProxy).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats empty values as unset and parses the origin list', () => {
    const env = loadEnv({
      PORT: '',
      ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443',
      COOKIE_DOMAIN: '',
    });
    expect(env.port).toBe(3000);
    expect(env.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(env.cookieDomain).toBeUndefined();
  });

  it('resolves relative paths from where the command was typed', () => {
    const env = loadEnv({ DATA_DIR: 'data', AGENT_DIST: 'web', INIT_CWD: '/srv/uniguide' });
    expect(env.dataDir).toBe('/srv/uniguide/data');
    expect(env.agentDist).toBe('/srv/uniguide/web');
  });

  it('fails fast, listing every problem', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        ADMIN_EMAIL: 'admin@example.com',
        PUBLIC_AGENT_URL: 'localhost',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'TRUST_PROXY',
      'ADMIN_PASSWORD',
      'PUBLIC_AGENT_URL',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('validates the first admin’s credentials', () => {
    expect(() =>
      loadEnv({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough secret' }),
    ).toThrow(/ADMIN_EMAIL/);
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: '123' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(
      loadEnv({ ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'long enough secret' })
        .adminEmail,
    ).toBe('admin@example.com');
  });

  it('takes a Redis URL and a key prefix, refusing anything else with a clear message', () => {
    const env = loadEnv({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'uniguide-eu:' });
    expect([env.redisUrl, env.redisKeyPrefix]).toEqual(['redis://cache:6379/2', 'uniguide-eu:']);
    expect(loadEnv({ REDIS_URL: 'rediss://user:secret@cache.example:6380' }).redisUrl).toBe(
      'rediss://user:secret@cache.example:6380',
    );
    expect(() => loadEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadEnv({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
