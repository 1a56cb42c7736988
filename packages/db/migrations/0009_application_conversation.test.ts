import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, oldRows, testDrivers, type TestDatabase } from '../src/testing';

/**
 * Universities and applications written before 0009 come through with the seeded default list of
 * required documents and the submitted applications in the admin queue; documents await a check.
 */
describe.each(testDrivers())('migration 0009 on existing data (%s)', (driver) => {
  let database: TestDatabase;
  let universityId: number;
  const applications: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0008_agencies' });
    const { db } = database;
    const userId = await oldRows.insertUser(db, 'old@agency.test');
    let programId: number;
    ({ universityId, programId } = await oldRows.insertProgram(db));
    const studentId = await oldRows.insertStudent(db, userId);
    for (const status of ['draft', 'submitted', 'under-review']) {
      applications[status] = await oldRows.insertApplication(
        db,
        { userId, studentId, programId },
        { status, submittedAt: status === 'draft' ? null : '2026-01-05T00:00:00Z' },
      );
    }
    await sql`
      INSERT INTO documents (application_id, student_id, user_id, document_type, filename,
        original_filename, file_size, mime_type)
      VALUES (${applications.submitted}, ${studentId}, ${userId}, 'passport', 'old-key.pdf',
        'passport.pdf', 10, 'application/pdf')`.execute(db);
    await database.migrateToLatest();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives every existing university the seeded default list', async () => {
    const items = await sql<{
      documentType: string;
      stage: string;
      minCount: number;
      degrees: string[] | null;
    }>`
      SELECT i.document_type AS "documentType", i.stage, i.min_count AS "minCount", i.degrees
      FROM requirement_items i JOIN requirement_lists l ON l.id = i.list_id
      WHERE l.university_id = ${universityId} ORDER BY i.position`.execute(database.db);
    expect(items.rows).toEqual([
      { documentType: 'passport', stage: 'to_submit', minCount: 1, degrees: null },
      { documentType: 'transcript', stage: 'before_forwarding', minCount: 1, degrees: null },
      {
        documentType: 'english-proficiency',
        stage: 'before_forwarding',
        minCount: 1,
        degrees: null,
      },
      {
        documentType: 'statement-of-purpose',
        stage: 'before_forwarding',
        minCount: 1,
        degrees: ["Master's Degree", 'PhD'],
      },
      {
        documentType: 'recommendation-letter',
        stage: 'before_forwarding',
        minCount: 2,
        degrees: ["Master's Degree", 'PhD'],
      },
    ]);
  });

  it('queues the submitted applications only, and leaves documents awaiting a check', async () => {
    const rows = await database.db
      .selectFrom('applications')
      .select(['id', 'status', 'adminAttentionSince', 'adminAttentionReason'])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(applications.submitted!)).toMatchObject({ adminAttentionReason: 'submitted' });
    expect(byId.get(applications.submitted!)?.adminAttentionSince?.toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
    expect(byId.get(applications.draft!)?.adminAttentionSince).toBeNull();
    expect(byId.get(applications['under-review']!)?.adminAttentionSince).toBeNull();
    const document = await database.db
      .selectFrom('documents')
      .select(['reviewStatus', 'category'])
      .executeTakeFirstOrThrow();
    expect(document).toEqual({ reviewStatus: 'awaiting', category: 'student' });
  });
});
