import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCaller, expectError, registerAgent } from '../../testing';

describe.each(testDrivers())('user router on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function lastAudit(userId: number, action: string) {
    return database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('userId', '=', userId)
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  it('answers 401 from user.me when signed out, and the user when signed in', async () => {
    const { caller } = await testCaller(database.db);
    await expectError(caller.user.me(), 'UNAUTHORIZED');
    const { token, user } = await registerAgent(database.db);
    expect(await (await testCaller(database.db, { token })).caller.user.me()).toEqual(user);
  });

  it('updates the profile, keeps the email, and audits previous and new data', async () => {
    const { token, user, input } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, {
      token,
      ip: '198.51.100.4',
      userAgent: 'Settings test',
    });
    const updated = await caller.user.updateProfile({
      firstName: 'Layla',
      lastName: 'Haddad',
      agencyName: 'Gulf Pathways',
      country: 'United Arab Emirates',
      phoneNumber: '+971 50 123 4567',
      website: 'https://gulfpathways.example',
      username: 'someone-else@example.com',
    } as Parameters<typeof caller.user.updateProfile>[0]);
    expect(updated).toMatchObject({
      username: input.username,
      firstName: 'Layla',
      agencyName: 'Gulf Pathways',
      website: 'https://gulfpathways.example',
    });
    expect((await queries.users.findUserById(database.db, user.id))?.username).toBe(input.username);

    const audit = await lastAudit(user.id, 'user_profile_updated');
    expect(audit?.previousData).toMatchObject({
      firstName: 'Amira',
      agencyName: 'Haddad Education Partners',
      website: null,
    });
    expect(audit?.newData).toMatchObject({ firstName: 'Layla', agencyName: 'Gulf Pathways' });
    expect(JSON.stringify(audit)).not.toMatch(/password/i);
    expect(audit?.ipAddress).toBe('198.51.100.4');
    expect(audit?.userAgent).toBe('Settings test');
  });

  it('refuses an invalid profile and changes nothing', async () => {
    const { token, user } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { token });
    const body = await expectError(
      caller.user.updateProfile({
        firstName: '',
        lastName: 'Haddad',
        agencyName: 'A',
        country: 'B',
        phoneNumber: 'C',
        website: 'not a url',
      }),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'website', message: 'Please enter a valid website URL' },
      ]),
    );
    expect((await queries.users.findUserById(database.db, user.id))?.firstName).toBe('Amira');
  });

  it('refuses a password change with a wrong current password', async () => {
    const { token } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { token });
    const body = await expectError(
      caller.user.changePassword({
        currentPassword: 'wrong one',
        newPassword: 'a new secret',
        confirmPassword: 'a new secret',
      }),
      'BAD_REQUEST',
      'Current password is incorrect',
    );
    expect(body.issues).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  });

  it('refuses a confirmation that does not match', async () => {
    const { token, input } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { token });
    const body = await expectError(
      caller.user.changePassword({
        currentPassword: input.password,
        newPassword: 'a new secret',
        confirmPassword: 'other',
      }),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
  });

  it('changes the password and revokes every other session of the user', async () => {
    const { token, input, user } = await registerAgent(database.db);
    const elsewhere = await testCaller(database.db);
    await elsewhere.caller.auth.login({ username: input.username, password: input.password });
    const otherToken = elsewhere.jar.token as string;

    const { caller } = await testCaller(database.db, { token });
    const result = await caller.user.changePassword({
      currentPassword: input.password,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(result).toEqual({ otherSessionsRevoked: 1 });

    expect((await (await testCaller(database.db, { token })).caller.auth.me())?.id).toBe(user.id);
    expect(
      await (await testCaller(database.db, { token: otherToken })).caller.auth.me(),
    ).toBeNull();

    const login = await testCaller(database.db);
    await expectError(
      login.caller.auth.login({ username: input.username, password: input.password }),
      'UNAUTHORIZED',
    );
    expect(
      (await login.caller.auth.login({ username: input.username, password: 'a brand new secret' }))
        .id,
    ).toBe(user.id);

    const audit = await lastAudit(user.id, 'user_password_changed');
    expect(audit?.newData).toEqual({ otherSessionsRevoked: 1 });
    const stored = await queries.users.findUserById(database.db, user.id);
    expect(JSON.stringify(audit)).not.toContain(stored?.passwordHash);
  });

  it('reads and saves notification preferences, all on by default', async () => {
    const { token, user } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { token });
    expect(await caller.user.notificationPreferences()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const next = {
      applicationUpdates: true,
      newPrograms: false,
      commissionUpdates: true,
      marketingMaterials: false,
      emailDigest: false,
    };
    expect(await caller.user.updateNotificationPreferences(next)).toEqual(next);
    expect(await caller.user.notificationPreferences()).toEqual(next);
    const audit = await lastAudit(user.id, 'notification_preferences_updated');
    expect(audit?.previousData).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(audit?.newData).toEqual(next);
  });

  it('refuses every user procedure when signed out', async () => {
    const { caller } = await testCaller(database.db);
    await expectError(caller.user.notificationPreferences(), 'UNAUTHORIZED');
    await expectError(
      caller.user.updateNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES),
      'UNAUTHORIZED',
    );
    await expectError(
      caller.user.changePassword({
        currentPassword: 'x',
        newPassword: 'a new secret',
        confirmPassword: 'a new secret',
      }),
      'UNAUTHORIZED',
    );
  });
});
