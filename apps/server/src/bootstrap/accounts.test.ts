import { verifyPassword } from '@uniguide/api';
import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, ensureAdmin, ensureDemoAccounts, systemActor } from './accounts';

describe.each(testDrivers())('start-up and CLI accounts on %s', (driver) => {
  let database: TestDatabase;
  const actor = systemActor('accounts test');
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('creates the two demo accounts once, with working passwords and audit rows', async () => {
    expect(await ensureDemoAccounts(database.db, actor)).toEqual([
      'admin@uniguide.test',
      'agent@uniguide.test',
    ]);
    expect(await ensureDemoAccounts(database.db, actor)).toEqual([]);
    for (const account of DEMO_ACCOUNTS) {
      const row = await queries.users.findUserByUsername(database.db, account.username);
      expect(row?.role).toBe(account.role);
      expect(await verifyPassword(row!.passwordHash, account.password)).toBe(true);
    }
    const audits = await database.db
      .selectFrom('auditLogs')
      .select(['action', 'userAgent', 'userId'])
      .where('action', '=', 'user_created')
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'user_created', userAgent: 'accounts test', userId: null },
      ]),
    );
  });

  it('creates an admin for a new email', async () => {
    const { outcome, user } = await ensureAdmin(
      database.db,
      actor,
      { email: 'first-admin@example.com', password: 'a long admin secret' },
      { takeOver: false },
    );
    expect(outcome).toBe('created');
    expect(user.role).toBe('admin');
  });

  it('leaves an existing account alone at start-up, and promotes it from the CLI', async () => {
    const agent = await queries.users.insertUser(database.db, {
      username: 'promote-me@example.com',
      passwordHash: 'x',
      role: 'agent',
    });
    await queries.users.setUserActive(database.db, agent!.id, false);
    await queries.users.insertSession(database.db, {
      id: 'old-session',
      userId: agent!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const startUp = await ensureAdmin(
      database.db,
      actor,
      { email: 'promote-me@example.com', password: 'a long admin secret' },
      { takeOver: false },
    );
    expect(startUp.outcome).toBe('exists');
    expect(startUp.user.role).toBe('agent');

    const cli = await ensureAdmin(
      database.db,
      actor,
      { email: 'promote-me@example.com', password: 'a long admin secret' },
      { takeOver: true },
    );
    expect(cli.outcome).toBe('promoted');
    const row = await queries.users.findUserById(database.db, agent!.id);
    expect(row).toMatchObject({ role: 'admin', active: true });
    expect(await verifyPassword(row!.passwordHash, 'a long admin secret')).toBe(true);
    expect(
      await database.db
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', agent!.id)
        .execute(),
    ).toEqual([]);
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'user_promoted_to_admin')
      .executeTakeFirstOrThrow();
    expect(audit.previousData).toEqual({ role: 'agent', active: false });
    expect(audit.newData).toMatchObject({ role: 'admin', active: true, sessionsRevoked: 1 });
  });
});
