import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from './audit';

describe.each(testDrivers())('writeAudit on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('records the actor, the client and the data, without any secret', async () => {
    await writeAudit(
      database.db,
      { user: null, meta: { ip: '192.0.2.1', userAgent: 'audit test' } },
      {
        action: 'thing_changed',
        resourceType: 'thing',
        resourceId: 42,
        previousData: { name: 'old', passwordHash: '$argon2id$…', nested: { token: 't', keep: 1 } },
        newData: { name: 'new', at: new Date('2026-01-02T03:04:05Z'), newPassword: 'x' },
      },
    );
    const row = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'thing_changed')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: null,
      resourceType: 'thing',
      resourceId: '42',
      ipAddress: '192.0.2.1',
      userAgent: 'audit test',
      previousData: { name: 'old', nested: { keep: 1 } },
      newData: { name: 'new', at: '2026-01-02T03:04:05.000Z' },
    });
  });
});
