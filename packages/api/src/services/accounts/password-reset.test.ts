import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { PASSWORD_RESET_MESSAGES } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, expectError, registerAgent, signIn, testCaller } from '../../testing';
import { HIDDEN_TOKEN } from '../mail/outbox-admin';
import { INVALID_TOKEN_MESSAGE } from '../mail';
import { FORGOT_PASSWORD_MIN_MS } from './password-reset';

describe.each(testDrivers())('password reset on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const mailsTo = (to: string) =>
    database.db
      .selectFrom('outbox')
      .selectAll()
      .where('toAddress', '=', to)
      // Sign-up also mails a verification link; these tests read the password mails.
      .where('template', 'in', ['password_reset', 'password_changed'])
      .orderBy('id')
      .execute();
  const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await run();
    return [result, performance.now() - started];
  }

  it('answers the same, in the same time, whether or not the address has an account', async () => {
    const { input } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { ip: '198.51.100.20' });
    // The first e-mail of a process loads the renderer; a running server has done that long before.
    await caller.auth.forgotPassword({
      username: (await registerAgent(database.db)).input.username,
    });
    const [known, knownMs] = await timed(() =>
      caller.auth.forgotPassword({ username: input.username }),
    );
    const [unknown, unknownMs] = await timed(() =>
      caller.auth.forgotPassword({ username: 'nobody-here@example.com' }),
    );
    expect(known).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(unknown).toEqual(known);
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    // Both answers wait out the same floor and render an e-mail either way; how close the two times
    // come is a timing figure for a quiet machine, not for a test (decision 023).

    const [mail] = await mailsTo(input.username);
    expect(mail).toMatchObject({
      template: 'password_reset',
      kind: 'password_reset',
      state: 'queued',
    });
    expect(tokenIn(mail!.text)).toBeDefined();
    expect(mail!.text).toContain('http://localhost:3000/reset-password?token=');
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    // Both requests are audited; neither row names the token.
    const audits = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'password_reset_requested')
      .execute();
    expect(audits.map((row) => row.newData)).toEqual(
      expect.arrayContaining([
        { sent: true, limited: false },
        { sent: false, limited: false },
      ]),
    );
  });

  it("shows the reset mail to admins in the outbox without its link's token", async () => {
    const { input } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db, { ip: '198.51.100.21' });
    await caller.auth.forgotPassword({ username: input.username });
    const [stored] = await mailsTo(input.username);
    const token = tokenIn(stored!.text);
    expect(token).toBeDefined();

    const admin = await signIn(database.db, createMemoryStorage(), { role: 'admin' });
    const shown = await admin.caller.admin.outbox.get({ id: stored!.id });
    // The link is there, so the admin sees what was sent, but it opens nothing.
    expect(shown.text).toContain(`reset-password?token=${HIDDEN_TOKEN}`);
    expect(shown.html).toContain(`reset-password?token=${HIDDEN_TOKEN}`);
    expect(`${shown.text}${shown.html}`).not.toContain(token);
  });

  it('sets the new password once, revokes every session and says so by e-mail', async () => {
    const { input, token: sessionToken, user } = await registerAgent(database.db);
    const { caller } = await testCaller(database.db);
    await caller.auth.forgotPassword({ username: input.username });
    const token = tokenIn((await mailsTo(input.username))[0]!.text)!;

    await expectError(
      caller.auth.resetPassword({ token, newPassword: 'short', confirmPassword: 'short' }),
      'BAD_REQUEST',
    );
    const done = await caller.auth.resetPassword({
      token,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(done).toEqual({ message: PASSWORD_RESET_MESSAGES.done });

    // The old session is gone; the new password signs in, the old one does not.
    expect((await testCaller(database.db, { token: sessionToken })).ctx.user).toBeNull();
    const signIn = await testCaller(database.db);
    await expectError(
      signIn.caller.auth.login({ username: input.username, password: input.password }),
      'UNAUTHORIZED',
    );
    expect(
      await signIn.caller.auth.login({
        username: input.username,
        password: 'a brand new passphrase',
      }),
    ).toMatchObject({ id: user.id });

    const mails = await mailsTo(input.username);
    expect(mails.map((mail) => mail.template)).toEqual(['password_reset', 'password_changed']);
    expect(mails[1]!.subject).toBe('Your UniGuide password was changed');

    // Single use.
    const again = caller.auth.resetPassword({
      token,
      newPassword: 'yet another passphrase',
      confirmPassword: 'yet another passphrase',
    });
    await expectError(again, 'BAD_REQUEST');
    await expect(again).rejects.toThrow(INVALID_TOKEN_MESSAGE);
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'password_reset')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(audit?.newData).toEqual({ sessionsRevoked: 1 });
  });

  it('sends at most five links per address in the window, answering the same', async () => {
    const { input } = await registerAgent(database.db);
    for (let i = 0; i < 7; i++) {
      const { caller } = await testCaller(database.db, { ip: `198.51.100.${30 + i}` });
      expect(await caller.auth.forgotPassword({ username: input.username })).toEqual({
        message: PASSWORD_RESET_MESSAGES.requested,
      });
    }
    expect(await mailsTo(input.username)).toHaveLength(5);
    // Only the newest link works: each new one retires the ones before.
    const live = await database.db
      .selectFrom('authTokens')
      .select('id')
      .where('email', '=', input.username)
      .where('purpose', '=', 'password_reset')
      .where('usedAt', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    expect((await queries.users.findUserByUsername(database.db, input.username))?.active).toBe(
      true,
    );
  });

  it("links to the reset page of the account's own app, whichever host was asked", async () => {
    const admin = await queries.users.insertUser(database.db, {
      username: 'reset-admin@example.com',
      passwordHash: 'x',
      role: 'admin',
    });
    const { input } = await registerAgent(database.db);
    // The admin asks from the agent app, the agent from the admin console.
    await (
      await testCaller(database.db, { app: 'agent' })
    ).caller.auth.forgotPassword({
      username: admin!.username,
    });
    await (
      await testCaller(database.db, { app: 'admin' })
    ).caller.auth.forgotPassword({
      username: input.username,
    });
    const [adminMail] = await mailsTo(admin!.username);
    const [agentMail] = await mailsTo(input.username);
    expect(adminMail!.text).toContain('http://admin.localhost:3000/reset-password?token=');
    expect(agentMail!.text).toContain('http://localhost:3000/reset-password?token=');

    const { caller } = await testCaller(database.db);
    await caller.auth.resetPassword({
      token: tokenIn(adminMail!.text)!,
      newPassword: 'an admin passphrase',
      confirmPassword: 'an admin passphrase',
    });
    const changed = (await mailsTo(admin!.username)).at(-1)!;
    expect(changed.template).toBe('password_changed');
    expect(changed.text).toContain('http://admin.localhost:3000/sign-in');
  });
});
