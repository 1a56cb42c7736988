import { describe, expect, it } from 'vitest';
import { pendingMigrations } from './migrate';
import { insertUser, findUserByUsername } from './queries/users/users';
import { createTestDatabase, testDrivers } from './testing';

describe.each(testDrivers())('database on %s', (driver) => {
  it('migrates to the latest schema with nothing pending', async () => {
    const database = await createTestDatabase(driver);
    try {
      expect(await pendingMigrations(database.db, { schema: database.schema })).toEqual([]);
      const tables = await database.db.introspection.getTables();
      const names = tables.map((table) => table.name);
      for (const table of [
        'users',
        'sessions',
        'programs',
        'applications',
        'audit_logs',
        'contact_messages',
      ]) {
        expect(names).toContain(table);
      }
    } finally {
      await database.dispose();
    }
  });

  it('refuses a second user with the same username, case-insensitively', async () => {
    const database = await createTestDatabase(driver);
    try {
      const first = await insertUser(database.db, {
        username: 'Agent@Example.com',
        passwordHash: 'x',
      });
      expect(first?.username).toBe('agent@example.com');
      expect(first?.role).toBe('agent');
      expect(first?.notificationPreferences.applicationUpdates).toBe(true);
      const second = await insertUser(database.db, {
        username: 'agent@example.com',
        passwordHash: 'y',
      });
      expect(second).toBeUndefined();
      expect((await findUserByUsername(database.db, 'AGENT@example.com'))?.passwordHash).toBe('x');
    } finally {
      await database.dispose();
    }
  });
});
