import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newAgent, type TestApp } from '../../test/helpers';
import { authCallsOf } from './rate-limit';

describe('authCallsOf', () => {
  it('finds sign-in and sign-up calls on both protocols, one per batched call', () => {
    expect(authCallsOf({ method: 'POST', url: '/api/login' })).toEqual(['login']);
    expect(authCallsOf({ method: 'POST', url: '/api/register?x=1' })).toEqual(['register']);
    expect(authCallsOf({ method: 'POST', url: '/trpc/auth.login,auth.login?batch=1' })).toEqual([
      'login',
      'login',
    ]);
    expect(authCallsOf({ method: 'POST', url: '/trpc/auth.register%2Cauth.me?batch=1' })).toEqual([
      'register',
    ]);
    expect(authCallsOf({ method: 'GET', url: '/api/login' })).toEqual([]);
    expect(authCallsOf({ method: 'POST', url: '/api/logout' })).toEqual([]);
  });
});

describe('rate limits on sign-in and sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { authRateLimit: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with the error body and Retry-After past the per-IP limit, on both protocols', async () => {
    const attempt = () =>
      call(t.app, 'POST', '/api/login', {
        body: { username: 'who@example.com', password: 'whatever-1' },
      });
    for (let index = 0; index < 3; index++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
      code: 'TOO_MANY_REQUESTS',
      issues: [],
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const viaTrpc = await call(t.app, 'POST', '/trpc/auth.login', {
      body: { username: 'who@example.com', password: 'x' },
    });
    expect(viaTrpc.statusCode).toBe(429);

    // Sign-up has its own budget; other calls are not limited at all.
    expect((await call(t.app, 'POST', '/api/register', { body: newAgent() })).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('counts each client IP separately', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.77',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ username: 'who@example.com', password: 'whatever-1' }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('never locks an account: failed sign-ins from many addresses leave the owner free to sign in', async () => {
    const agent = newAgent();
    const post = (url: string, remoteAddress: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: {
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
    expect((await post('/api/register', '203.0.113.50', agent)).statusCode).toBe(201);
    const statuses: number[] = [];
    // One address per guess: under this suite's per-address limit, and past the old 5-guess lock-out.
    for (let index = 0; index < 6; index++) {
      const response = await post('/api/login', `203.0.113.${index + 1}`, {
        username: agent.username,
        password: index < 5 ? `wrong-${index}` : agent.password,
      });
      statuses.push(response.statusCode);
    }
    // The back-off of one guessing address is login-failures.test.ts's (docs/decisions/027-accounts.md).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 200]);
  });
});
