import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, registerAgent, testCaller } from '../../testing';

describe.each(testDrivers())('user.setLanguage on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function savedLanguage(userId: number) {
    const row = await database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.language;
  }

  async function audits(userId: number) {
    return database.db
      .selectFrom('auditLogs')
      .select(['previousData', 'newData'])
      .where('userId', '=', userId)
      .where('action', '=', 'user_language_changed')
      .orderBy('id')
      .execute();
  }

  it('saves the choice, keeps it in the cookie, uses it over the browser header and audits the change once', async () => {
    const { token, user } = await registerAgent(database.db);
    const before = await testCaller(database.db, { token });
    // A sign-up saves the language it was made in: English, as the test request names none.
    expect(await savedLanguage(user.id)).toBe('en');

    expect(await before.caller.user.setLanguage({ language: 'ar' })).toEqual({ language: 'ar' });
    expect(before.jar.language).toBe('ar');
    // Saving the same language again changes nothing and writes no second audit row.
    await before.caller.user.setLanguage({ language: 'ar' });

    const after = await testCaller(database.db, { token, acceptLanguage: 'en-GB' });
    expect(await savedLanguage(user.id)).toBe('ar');
    // The saved choice outranks the browser's header.
    expect(after.ctx.language).toBe('ar');
    expect(await audits(user.id)).toEqual([
      { previousData: { language: 'en' }, newData: { language: 'ar' } },
    ]);
  });

  it('refuses a language the portal does not have, and a visitor who is not signed in', async () => {
    const { token } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { token });
    const body = await expectError(
      caller.user.setLanguage({ language: 'fr' } as never),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual([{ path: 'language', message: 'Choose English or Arabic' }]);
    const signedOut = await testCaller(database.db);
    await expectError(signedOut.caller.user.setLanguage({ language: 'en' }), 'UNAUTHORIZED');
  });
});
