import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { createTestDatabase, testDrivers, type TestDatabase } from '../src/testing';

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
    const user = await sql<{ id: number }>`
      INSERT INTO users (username, password_hash) VALUES ('old@agency.test', 'x') RETURNING id`.execute(
      db,
    );
    const userId = user.rows[0]!.id;
    adminId = (
      await sql<{ id: number }>`
        INSERT INTO users (username, password_hash, role) VALUES ('admin@old.test', 'x', 'admin')
        RETURNING id`.execute(db)
    ).rows[0]!.id;
    const universityId = (
      await sql<{
        id: number;
      }>`INSERT INTO universities (name) VALUES ('Old University') RETURNING id`.execute(db)
    ).rows[0]!.id;
    const programId = (
      await sql<{ id: number }>`
        INSERT INTO programs (university_id, name, search_text, degree)
        VALUES (${universityId}, 'MSc Old', 'msc old', 'Master''s Degree') RETURNING id`.execute(db)
    ).rows[0]!.id;
    const studentId = (
      await sql<{ id: number }>`
        INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth, nationality,
          gender, highest_qualification, qualification_name, institution_name, graduation_year)
        VALUES (${userId}, 'Old', 'Student', 'old@example.com', '+1', '2000-01-01', 'Omani', 'male',
          'High School', 'Certificate', 'School', '2018') RETURNING id`.execute(db)
    ).rows[0]!.id;
    for (const status of ['submitted', 'approved']) {
      applications[status] = (
        await sql<{ id: number }>`
          INSERT INTO applications (user_id, student_id, program_id, student_first_name, student_last_name,
            student_email, student_phone, student_date_of_birth, student_nationality, student_gender,
            highest_qualification, qualification_name, institution_name, graduation_year, intake_date,
            status)
          VALUES (${userId}, ${studentId}, ${programId}, 'Old', 'Student', 'old@example.com', '+1',
            '2000-01-01', 'Omani', 'male', 'High School', 'Certificate', 'School', '2018',
            ${status === 'approved' ? 'Fall 2025' : 'Fall 2026'}, ${status}) RETURNING id`.execute(
          db,
        )
      ).rows[0]!.id;
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
    await migrateToLatest(db);
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
