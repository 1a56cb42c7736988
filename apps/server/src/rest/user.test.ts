import { testDrivers } from '@uniguide/db/testing';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  registerOverRest,
  sessionToken,
  type TestApp,
} from '../../test/helpers';

describe.each(testDrivers())('REST account settings on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('updates the profile over PUT /api/user/profile, keeping the email', async () => {
    const { token, input } = await registerOverRest(t.app);
    const response = await call(t.app, 'PUT', '/api/user/profile', {
      token,
      body: {
        username: 'changed@example.com',
        firstName: 'Layla',
        lastName: 'Haddad',
        agencyName: 'Gulf Pathways',
        country: 'United Arab Emirates',
        phoneNumber: '+971 50 123 4567',
        website: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: input.username,
      firstName: 'Layla',
      website: null,
    });
    expect((await call(t.app, 'GET', '/api/user', { token })).json().agencyName).toBe(
      'Gulf Pathways',
    );
  });

  it('changes the password over POST /api/user/password and signs other browsers out', async () => {
    const { token, input } = await registerOverRest(t.app);
    const other = sessionToken(
      await call(t.app, 'POST', '/api/login', {
        body: { username: input.username, password: input.password },
      }),
    );
    const wrong = await call(t.app, 'POST', '/api/user/password', {
      token,
      body: {
        currentPassword: 'nope nope',
        newPassword: 'a new secret',
        confirmPassword: 'a new secret',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'BAD_REQUEST',
      issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });

    const changed = await call(t.app, 'POST', '/api/user/password', {
      token,
      body: {
        currentPassword: input.password,
        newPassword: 'a new secret',
        confirmPassword: 'a new secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: other })).statusCode).toBe(401);
  });

  it('reads and saves notification preferences', async () => {
    const { token } = await registerOverRest(t.app);
    const initial = await call(t.app, 'GET', '/api/user/notification-preferences', { token });
    expect(initial.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const next = {
      applicationUpdates: false,
      newPrograms: true,
      commissionUpdates: false,
      marketingMaterials: true,
    };
    const saved = await call(t.app, 'PUT', '/api/user/notification-preferences', {
      token,
      body: next,
    });
    expect(saved.statusCode).toBe(200);
    // The four keys of docs/product.md, plus the daily-digest choice that a PUT without it keeps.
    const stored = { ...next, emailDigest: DEFAULT_NOTIFICATION_PREFERENCES.emailDigest };
    expect(saved.json()).toEqual(stored);
    expect(
      (await call(t.app, 'GET', '/api/user/notification-preferences', { token })).json(),
    ).toEqual(stored);

    const invalid = await call(t.app, 'PUT', '/api/user/notification-preferences', {
      token,
      body: { newPrograms: 'yes' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('BAD_REQUEST');
  });

  it('answers 401 on every settings call when signed out', async () => {
    for (const [method, url] of [
      ['PUT', '/api/user/profile'],
      ['POST', '/api/user/password'],
      ['GET', '/api/user/notification-preferences'],
      ['PUT', '/api/user/notification-preferences'],
    ] as const) {
      const response = await call(t.app, method, url, method === 'GET' ? {} : { body: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
