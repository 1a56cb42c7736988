import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, oldRows, testDrivers, type TestDatabase } from '../src/testing';

/**
 * Documents rejected before 0016 come through as open requests to replace them, on each unfinished
 * application holding them (not on a finished one).
 */
describe.each(testDrivers())('migration 0016 on existing data (%s)', (driver) => {
  let database: TestDatabase;
  const applications: Record<string, number> = {};
  let rejectedId: number;
  let adminId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0013_application_created_indexes' });
    const { db } = database;
    const userId = await oldRows.insertUser(db, 'old@agency.test');
    adminId = await oldRows.insertUser(db, 'admin@old.test', 'admin');
    const { programId } = await oldRows.insertProgram(db);
    const studentId = await oldRows.insertStudent(db, userId);
    for (const status of ['submitted', 'approved']) {
      applications[status] = await oldRows.insertApplication(
        db,
        { userId, studentId, programId },
        { status, intakeDate: status === 'approved' ? 'Fall 2025' : 'Fall 2026' },
      );
    }
    rejectedId = (
      await sql<{ id: number }>`
        INSERT INTO documents (application_id, student_id, user_id, document_type, filename,
          original_filename, file_size, mime_type, review_status, review_reason, reviewed_by)
        VALUES (${applications.submitted}, ${studentId}, ${userId}, 'passport', 'old-key.pdf',
          'passport.pdf', 10, 'application/pdf', 'rejected', 'Cut off', ${adminId})
        RETURNING id`.execute(db)
    ).rows[0]!.id;
    for (const applicationId of Object.values(applications)) {
      await sql`INSERT INTO application_documents (application_id, document_id)
        VALUES (${applicationId}, ${rejectedId})`.execute(db);
    }
    await database.migrateToLatest();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('opens a request to replace each rejected document on its unfinished applications', async () => {
    const rows = await database.db
      .selectFrom('documentRequests')
      .select([
        'applicationId',
        'documentType',
        'note',
        'requestedBy',
        'rejectedDocumentId',
        'status',
      ])
      .execute();
    expect(rows).toEqual([
      {
        applicationId: applications.submitted,
        documentType: 'passport',
        note: 'Cut off',
        requestedBy: adminId,
        rejectedDocumentId: rejectedId,
        status: 'open',
      },
    ]);
  });
});
