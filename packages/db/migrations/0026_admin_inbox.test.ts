import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, oldRows, testDrivers, type TestDatabase } from '../src/testing';

/**
 * Threads whose last message was the agent's before 0026 wait from their first unanswered message;
 * answered threads and threads without messages do not wait.
 */
describe.each(testDrivers())('migration 0026 on existing threads (%s)', (driver) => {
  let database: TestDatabase;
  const applications: Record<'waiting' | 'answered' | 'silent', number> = {
    waiting: 0,
    answered: 0,
    silent: 0,
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0019_uae_journey' });
    const { db } = database;
    const userId = await oldRows.insertUser(db, 'inbox@agency.test');
    const { programId } = await oldRows.insertProgram(db, {
      university: 'Inbox University',
      program: 'BA Inbox',
      degree: null,
    });
    const studentId = await oldRows.insertStudent(db, userId, { email: 'inbox@example.com' });
    for (const [index, key] of (['waiting', 'answered', 'silent'] as const).entries()) {
      applications[key] = await oldRows.insertApplication(
        db,
        { userId, studentId, programId },
        {
          email: `inbox${index}@example.com`,
          intakeDate: `Fall 202${index + 5}`,
          status: 'submitted',
        },
      );
    }
    const say = (applicationId: number, side: string, at: string) =>
      sql`INSERT INTO application_messages (application_id, author_id, side, body, created_at)
        VALUES (${applicationId}, ${userId}, ${side}, 'text', ${at})`.execute(db);
    // Waiting: asked, answered, then asked twice more; the wait starts at the first of those two.
    await say(applications.waiting, 'agent', '2026-11-01T08:00:00Z');
    await say(applications.waiting, 'admin', '2026-11-02T08:00:00Z');
    await say(applications.waiting, 'agent', '2026-11-03T08:00:00Z');
    await say(applications.waiting, 'agent', '2026-11-04T08:00:00Z');
    await say(applications.answered, 'agent', '2026-11-01T08:00:00Z');
    await say(applications.answered, 'admin', '2026-11-02T08:00:00Z');
    await database.migrateToLatest();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('fills awaiting_reply_since from the first unanswered agent message', async () => {
    const rows = await database.db
      .selectFrom('applications')
      .select(['id', 'awaitingReplySince'])
      .orderBy('id')
      .execute();
    const since = new Map(
      rows.map((row) => [
        row.id,
        row.awaitingReplySince && new Date(row.awaitingReplySince).toISOString(),
      ]),
    );
    expect(since.get(applications.waiting)).toBe('2026-11-03T08:00:00.000Z');
    expect(since.get(applications.answered)).toBeNull();
    expect(since.get(applications.silent)).toBeNull();
  });
});
