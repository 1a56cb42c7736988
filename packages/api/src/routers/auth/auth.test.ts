import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { MESSAGES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../services/accounts';
import { sessionIdFromToken } from '../../services/accounts';
import { testCaller, errorOf, expectError, newAgentInput, registerAgent } from '../../testing';

describe.each(testDrivers())('auth router on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function auditActions(userId: number): Promise<string[]> {
    const rows = await database.db
      .selectFrom('auditLogs')
      .select('action')
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  it('registers an agent, signs them in and answers them from auth.me', async () => {
    const { user, token, input } = await registerAgent(database.db);
    expect(user).toMatchObject({
      username: input.username,
      firstName: 'Amira',
      agencyName: 'Haddad Education Partners',
      role: 'agent',
      isAdmin: false,
      active: true,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(user)).not.toContain('argon2');

    const { caller } = await testCaller(database.db, { token });
    expect(await caller.auth.me()).toEqual(user);
    expect(await auditActions(user.id)).toEqual(['user_registered']);

    const stored = await queries.users.findUserByUsername(database.db, input.username);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionIdFromToken(token))
      .executeTakeFirstOrThrow();
    expect(session.userId).toBe(user.id);
    expect(session.id).not.toBe(token);
  });

  it('answers null from auth.me when signed out or with an unknown token', async () => {
    expect(await (await testCaller(database.db)).caller.auth.me()).toBeNull();
    expect(
      await (await testCaller(database.db, { token: 'not-a-session' })).caller.auth.me(),
    ).toBeNull();
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { input } = await registerAgent(database.db);
    const { caller, jar } = await testCaller(database.db);
    const body = await expectError(
      caller.auth.register({ ...input, username: input.username.toUpperCase() }),
      'CONFLICT',
      'An account with this email already exists',
    );
    expect(body.issues).toEqual([
      { path: 'username', message: 'An account with this email already exists' },
    ]);
    expect(jar.token).toBeNull();
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', input.username)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('ignores a role in the sign-up payload: new accounts are agents', async () => {
    const { caller } = await testCaller(database.db);
    const user = await caller.auth.register({ ...newAgentInput(), role: 'admin' } as ReturnType<
      typeof newAgentInput
    >);
    expect(user.role).toBe('agent');
    expect(user.isAdmin).toBe(false);
  });

  it('validates the sign-up with the exact texts of docs/product.md §6', async () => {
    const { caller } = await testCaller(database.db);
    const body = await expectError(
      caller.auth.register({
        ...newAgentInput(),
        username: 'not-an-email',
        password: '123',
        firstName: ' ',
      }),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Please enter a valid email' },
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'firstName', message: 'First name is required' },
      ]),
    );
  });

  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const { input, user } = await registerAgent(database.db);
    const wrong = await testCaller(database.db);
    await expectError(
      wrong.caller.auth.login({ username: input.username, password: 'not the password' }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    expect(wrong.jar.token).toBeNull();
    await expectError(
      wrong.caller.auth.login({ username: 'nobody@example.com', password: 'whatever-it-is' }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );

    const right = await testCaller(database.db);
    const signedIn = await right.caller.auth.login({
      username: input.username.toUpperCase(),
      password: input.password,
    });
    expect(signedIn.id).toBe(user.id);
    expect(right.jar.token).toBeTruthy();
    expect(await auditActions(user.id)).toEqual([
      'user_registered',
      'user_login_failed',
      'user_login',
    ]);
  });

  it('refuses an inactive account even with the right password, and opens no session', async () => {
    const { input, user } = await registerAgent(database.db);
    await queries.users.setUserActive(database.db, user.id, false);
    const { caller, jar } = await testCaller(database.db);
    await expectError(
      caller.auth.login({ username: input.username, password: input.password }),
      'FORBIDDEN',
      MESSAGES.inactiveAccount,
    );
    expect(jar.token).toBeNull();
  });

  it('refuses an agent on the admin console and lets an admin in', async () => {
    const { input, user } = await registerAgent(database.db);
    const sessionsBefore = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    const onAdmin = await testCaller(database.db, { app: 'admin' });
    await expectError(
      onAdmin.caller.auth.login({ username: input.username, password: input.password }),
      'FORBIDDEN',
      MESSAGES.adminOnly,
    );
    expect(onAdmin.jar.token).toBeNull();
    const sessionsAfter = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    await queries.users.setUserRole(database.db, user.id, 'admin');
    const admin = await onAdmin.caller.auth.login({
      username: input.username,
      password: input.password,
    });
    expect(admin.isAdmin).toBe(true);
    expect(onAdmin.jar.token).toBeTruthy();
  });

  it('logs out: the session is revoked, the cookie cleared, and a second logout is harmless', async () => {
    const { token, user } = await registerAgent(database.db);
    const { caller, jar } = await testCaller(database.db, { token });
    await caller.auth.logout();
    expect(jar.cleared).toBe(true);
    expect(await (await testCaller(database.db, { token })).caller.auth.me()).toBeNull();
    expect(await auditActions(user.id)).toEqual(['user_registered', 'user_logout']);

    const again = await testCaller(database.db, { token });
    await again.caller.auth.logout();
    expect(again.jar.cleared).toBe(true);
  });

  it('rotates the session id at every login and drops the browser’s previous session', async () => {
    const { token: first, input } = await registerAgent(database.db);
    const elsewhere = await testCaller(database.db);
    await elsewhere.caller.auth.login({ username: input.username, password: input.password });
    const otherBrowser = elsewhere.jar.token as string;

    const sameBrowser = await testCaller(database.db, { token: first });
    await sameBrowser.caller.auth.login({ username: input.username, password: input.password });
    const second = sameBrowser.jar.token as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    expect(await (await testCaller(database.db, { token: first })).caller.auth.me()).toBeNull();
    expect(
      (await (await testCaller(database.db, { token: second })).caller.auth.me())?.username,
    ).toBe(input.username);
    expect(
      (await (await testCaller(database.db, { token: otherBrowser })).caller.auth.me())?.username,
    ).toBe(input.username);
  });

  it('makes one client wait after repeated failures at an account, even with the right password', async () => {
    const { input } = await registerAgent(database.db);
    const { caller, jar } = await testCaller(database.db, { ip: '198.51.100.66' });
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      await expectError(
        caller.auth.login({ username: input.username, password: `wrong-${attempt}` }),
        'UNAUTHORIZED',
      );
    }
    const body = await errorOf(
      caller.auth.login({ username: input.username, password: input.password }),
    );
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toBe('Too many failed sign-in attempts. Please try again in 30 seconds.');
    expect(jar.token).toBeNull();
  });

  it('cannot be used to lock the owner out: other clients sign in to the same account at once', async () => {
    const { input, user } = await registerAgent(database.db);
    const attacker = await testCaller(database.db, { ip: '198.51.100.67' });
    for (let attempt = 0; attempt < 3 * LOGIN_FAILURE_LIMIT; attempt++) {
      await errorOf(
        attacker.caller.auth.login({ username: input.username, password: `guess-${attempt}` }),
      );
    }
    await expectError(
      attacker.caller.auth.login({ username: input.username, password: input.password }),
      'TOO_MANY_REQUESTS',
    );
    const owner = await testCaller(database.db, { ip: '203.0.113.44' });
    expect(
      await owner.caller.auth.login({ username: input.username, password: input.password }),
    ).toMatchObject({ id: user.id });
    expect(owner.jar.token).toBeTruthy();
  });

  it('lets a reset link through a back-off, and the new password signs in from that client', async () => {
    const { input, user } = await registerAgent(database.db);
    const ip = '198.51.100.68';
    const shared = await testCaller(database.db, { ip });
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      await errorOf(
        shared.caller.auth.login({ username: input.username, password: `x-${attempt}` }),
      );
    }
    await shared.caller.auth.forgotPassword({ username: input.username });
    const mail = await database.db
      .selectFrom('outbox')
      .select('text')
      .where('toAddress', '=', input.username)
      .where('template', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await (
      await testCaller(database.db, { ip })
    ).caller.auth.resetPassword({
      token,
      newPassword: 'a fresh passphrase',
      confirmPassword: 'a fresh passphrase',
    });
    expect(
      await (
        await testCaller(database.db, { ip })
      ).caller.auth.login({
        username: input.username,
        password: 'a fresh passphrase',
      }),
    ).toMatchObject({ id: user.id });
  });

  it('validates the login payload with the exact texts of docs/product.md §6', async () => {
    const { caller } = await testCaller(database.db);
    const body = await expectError(
      caller.auth.login({ username: 'nope', password: '' }),
      'BAD_REQUEST',
    );
    expect(body.issues).toEqual([
      { path: 'username', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ]);
  });
});
