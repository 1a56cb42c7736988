import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { MESSAGES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  call,
  createTestApp,
  newAgent,
  registerOverRest,
  sessionToken,
  type TestApp,
} from '../../test/helpers';
import { SESSION_COOKIE } from '../plugins/session';

describe.each(testDrivers())('REST sign-up, sign-in and sign-out on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers GET /api/sign-up-terms to anyone, from the approval setting', async () => {
    const response = await call(t.app, 'GET', '/api/sign-up-terms');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ approvalRequired: false });
  });

  it('registers with 201, answers the user without a hash and sets a safe session cookie', async () => {
    const input = newAgent({ role: 'admin' });
    const response = await call(t.app, 'POST', '/api/register', { body: input });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: input.username,
      role: 'agent',
      isAdmin: false,
      agencyName: input.agencyName,
    });
    expect(response.body).not.toMatch(/passwordHash|argon2/);

    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const me = await call(t.app, 'GET', '/api/user', { token: cookie?.value });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('answers 401 with the error body on GET /api/user when signed out or with a dead cookie', async () => {
    for (const token of [undefined, 'forged-token']) {
      const response = await call(t.app, 'GET', '/api/user', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Please sign in to continue',
        code: 'UNAUTHORIZED',
        issues: [],
      });
    }
  });

  it('answers 409 for a duplicate email and 400 with the exact texts of docs/product.md §6 for a bad sign-up', async () => {
    const { input } = await registerOverRest(t.app);
    const duplicate = await call(t.app, 'POST', '/api/register', {
      body: { ...input, username: input.username.toUpperCase() },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });

    const invalid = await call(t.app, 'POST', '/api/register', {
      body: { ...newAgent(), password: '123', lastName: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'lastName', message: 'Last name is required' },
      ]),
    );
  });

  it('signs in, rotating the session: the old cookie stops working', async () => {
    const { input, token: first, user } = await registerOverRest(t.app);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: input.username, password: input.password },
      token: first,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual(user);
    const second = sessionToken(login);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', '/api/user', { token: first })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: second })).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const { input } = await registerOverRest(t.app);
    const response = await call(t.app, 'POST', '/api/login', {
      body: { username: input.username, password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid email or password',
      code: 'UNAUTHORIZED',
      issues: [],
    });
    expect(sessionToken(response)).toBeUndefined();
  });

  it('refuses an agent on the admin host and signs an admin in there', async () => {
    const { input, user } = await registerOverRest(t.app);
    const refused = await call(t.app, 'POST', '/api/login', {
      host: ADMIN_HOST,
      body: { username: input.username, password: input.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.adminOnly });
    expect(sessionToken(refused)).toBeUndefined();

    await queries.users.setUserRole(t.database.db, user.id, 'admin');
    const admitted = await call(t.app, 'POST', '/api/login', {
      host: ADMIN_HOST,
      body: { username: input.username, password: input.password },
    });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().isAdmin).toBe(true);
  });

  it('refuses a deactivated account with 403 and drops its live sessions', async () => {
    const { input, user, token } = await registerOverRest(t.app);
    await queries.users.setUserActive(t.database.db, user.id, false);
    const me = await call(t.app, 'GET', '/api/user', { token });
    expect(me.statusCode).toBe(401);
    const cleared = me.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const login = await call(t.app, 'POST', '/api/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MESSAGES.inactiveAccount);
  });

  it('logs out with 204 even with an integration client’s empty JSON body, revoking the session', async () => {
    const { token } = await registerOverRest(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${token}`,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((cleared?.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(401);

    const again = await call(t.app, 'POST', '/api/logout', { token });
    expect(again.statusCode).toBe(204);
  });
});

describe('session cookie settings', () => {
  it('marks the cookie Secure in production and scopes it to COOKIE_DOMAIN when set', async () => {
    const t = await createTestApp('pglite', {
      nodeEnv: 'production',
      cookieDomain: '.uniguide.test',
    });
    try {
      const response = await call(t.app, 'POST', '/api/register', { body: newAgent() });
      const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        domain: '.uniguide.test',
      });
    } finally {
      await t.close();
    }
  });
});
