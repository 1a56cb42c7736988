import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newAgent, sessionToken, type TestApp } from '../../test/helpers';

describe.each(testDrivers())('tRPC at /trpc on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers queries and mutations with the session cookie, like the apps use it', async () => {
    const signedOut = await call(t.app, 'GET', '/trpc/auth.me');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ result: { data: null } });

    const agent = newAgent();
    const register = await call(t.app, 'POST', '/trpc/auth.register', { body: agent });
    expect(register.statusCode).toBe(200);
    expect(register.json().result.data).toMatchObject({ username: agent.username, role: 'agent' });
    const token = sessionToken(register);
    expect(token).toBeTruthy();

    const batch = await call(
      t.app,
      'GET',
      `/trpc/auth.me,user.notificationPreferences?batch=1&input=${encodeURIComponent('{}')}`,
      {
        token,
      },
    );
    expect(batch.statusCode).toBe(200);
    const [me, preferences] = batch.json();
    expect(me.result.data.username).toBe(agent.username);
    expect(preferences.result.data.applicationUpdates).toBe(true);

    // A page's batch names all its procedures in the path: far longer than Fastify's default 100.
    const procedures = Array.from({ length: 12 }, () => 'user.notificationPreferences');
    const input = Object.fromEntries(procedures.map((_, index) => [index, {}]));
    const long = await call(
      t.app,
      'GET',
      `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      { token },
    );
    expect(long.statusCode).toBe(200);
    expect(long.json()).toHaveLength(12);
  });

  it('keeps the app error code and the field issues in tRPC errors', async () => {
    const response = await call(t.app, 'POST', '/trpc/auth.login', {
      body: { username: 'bad', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe('Please enter a valid email');
    expect(error.data.appCode).toBe('BAD_REQUEST');
    expect(error.data.issues).toEqual([
      { path: 'username', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(error.data.stack).toBeUndefined();

    const unauthorized = await call(t.app, 'GET', '/trpc/user.me');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json().error.data.appCode).toBe('UNAUTHORIZED');
  });
});
