import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../src/testing';

interface OldApplication {
  id: number;
  userId: number;
  email: string;
  firstName: string;
  phone: string;
  updatedAt: string;
}

/**
 * Applications and documents written before 0003 (as the original apply flow made them: a copy of the
 * student on every application, uploads per application) must come through with one student per
 * agent + e-mail and nothing lost.
 */
describe.each(testDrivers())('migration 0003 on existing data (%s)', (driver) => {
  let database: TestDatabase;
  const applications: OldApplication[] = [];
  const documents: Array<{ id: number; applicationId: number; key: string }> = [];
  let agents: number[];
  let snapshot: Array<Record<string, unknown>>;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0002_query_indexes' });
    const { db } = database;
    const users = await sql<{ id: number }>`
      INSERT INTO users (username, password_hash)
      VALUES ('first@agency.test', 'x'), ('second@agency.test', 'x') RETURNING id`.execute(db);
    agents = users.rows.map((row) => row.id);
    const university = await sql<{ id: number }>`
      INSERT INTO universities (name) VALUES ('Old Data University') RETURNING id`.execute(db);
    const program = await sql<{ id: number }>`
      INSERT INTO programs (university_id, name, search_text)
      VALUES (${university.rows[0]!.id}, 'BSc Old Data', 'bsc old data') RETURNING id`.execute(db);
    const programId = program.rows[0]!.id;

    // Agent 0 applied three times for Mona with differently written e-mails, once for Sami; agent 1
    // applied for "the same" Mona, who is their own student.
    const rows: Array<Omit<OldApplication, 'id'>> = [
      {
        userId: agents[0]!,
        email: 'Mona@Example.com',
        firstName: 'Mona',
        phone: '+1',
        updatedAt: '2026-01-01T00:00:00Z',
      },
      {
        userId: agents[0]!,
        email: '  mona@example.COM ',
        firstName: 'Muna',
        phone: '+2',
        updatedAt: '2026-03-01T00:00:00Z',
      },
      {
        userId: agents[0]!,
        email: 'mona@example.com',
        firstName: 'Mona',
        phone: '+3',
        updatedAt: '2026-02-01T00:00:00Z',
      },
      {
        userId: agents[0]!,
        email: 'sami@example.com',
        firstName: 'Sami',
        phone: '+4',
        updatedAt: '2026-01-15T00:00:00Z',
      },
      {
        userId: agents[1]!,
        email: 'MONA@example.com',
        firstName: 'Mona',
        phone: '+5',
        updatedAt: '2026-01-20T00:00:00Z',
      },
    ];
    for (const [index, row] of rows.entries()) {
      const inserted = await sql<{ id: number }>`
        INSERT INTO applications (user_id, program_id, student_first_name, student_last_name,
          student_email, student_phone, student_date_of_birth, student_nationality, student_gender,
          highest_qualification, qualification_name, institution_name, graduation_year, cgpa,
          intake_date, notes, status, created_at, updated_at)
        VALUES (${row.userId}, ${programId}, ${row.firstName}, 'Haddad', ${row.email}, ${row.phone},
          '2003-03-03', 'Syrian', 'female', 'High School', 'Baccalaureate', 'Damascus School',
          '2021', ${index % 2 ? '3.5' : null}, 'September 2026', ${`note ${index}`},
          ${index === 3 ? 'submitted' : 'draft'}, ${`2025-12-0${index + 1}T00:00:00Z`},
          ${row.updatedAt})
        RETURNING id`.execute(db);
      const id = inserted.rows[0]!.id;
      applications.push({ ...row, id });
      for (const kind of ['passport', 'transcript'].slice(0, (index % 2) + 1)) {
        const key = `00000000-0000-4000-8000-0000000000${index}${kind.length}.pdf`;
        const document = await sql<{ id: number }>`
          INSERT INTO documents (application_id, user_id, document_type, filename,
            original_filename, file_size, mime_type)
          VALUES (${id}, ${row.userId}, ${kind}, ${key}, ${`${kind}.pdf`}, 100, 'application/pdf')
          RETURNING id`.execute(db);
        documents.push({ id: document.rows[0]!.id, applicationId: id, key });
      }
    }
    snapshot = (
      await sql<Record<string, unknown>>`SELECT * FROM applications ORDER BY id`.execute(db)
    ).rows;
    await database.migrateToLatest();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('creates one student per agent and trimmed, case-insensitive e-mail', async () => {
    const students = await database.db
      .selectFrom('students')
      .select(['id', 'userId', 'email', 'firstName', 'phone', 'createdAt'])
      .orderBy('userId')
      .orderBy('email')
      .execute();
    expect(students.map((student) => [student.userId, student.email.toLowerCase()])).toEqual([
      [agents[0], 'mona@example.com'],
      [agents[0], 'sami@example.com'],
      [agents[1], 'mona@example.com'],
    ]);
    // The profile comes from the most recently updated application; the e-mail is stored trimmed.
    const mona = students[0]!;
    expect(mona).toMatchObject({ email: 'mona@example.COM', firstName: 'Muna', phone: '+2' });
    expect(mona.createdAt.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('keeps every application exactly as it was, linked to the right student', async () => {
    const after = await sql<
      Record<string, unknown>
    >`SELECT * FROM applications ORDER BY id`.execute(database.db);
    // Later migrations add columns of their own; every column that existed keeps its value.
    const kept = after.rows.map((row, index) =>
      Object.fromEntries(Object.keys(snapshot[index] ?? {}).map((key) => [key, row[key]])),
    );
    expect(kept).toEqual(snapshot);
    expect(after.rows).toHaveLength(snapshot.length);
    const linked = await database.db
      .selectFrom('applications as a')
      .innerJoin('students as s', 's.id', 'a.studentId')
      .select(['a.id', 'a.userId', 'a.studentEmail', 's.userId as studentUserId', 's.email'])
      .orderBy('a.id')
      .execute();
    expect(linked).toHaveLength(applications.length);
    for (const row of linked) {
      expect(row.studentUserId).toBe(row.userId);
      expect(row.email.toLowerCase()).toBe(row.studentEmail.trim().toLowerCase());
    }
    const monaOfFirstAgent = new Set(linked.slice(0, 3).map((row) => row.email));
    expect(monaOfFirstAgent.size).toBe(1);
  });

  it("puts every document on its application's student and keeps it attached to that application", async () => {
    const rows = await database.db
      .selectFrom('documents as d')
      .innerJoin('applications as a', 'a.id', 'd.applicationId')
      .innerJoin('applicationDocuments as ad', 'ad.documentId', 'd.id')
      .select([
        'd.id',
        'd.applicationId',
        'd.studentId',
        'd.filename',
        'a.studentId as ownStudent',
        'ad.applicationId as linkedTo',
      ])
      .orderBy('d.id')
      .execute();
    expect(
      rows.map((row) => ({ id: row.id, applicationId: row.applicationId, key: row.filename })),
    ).toEqual(documents);
    for (const row of rows) {
      expect(row.studentId).toBe(row.ownStudent);
      expect(row.linkedTo).toBe(row.applicationId);
    }
    const links = await database.db
      .selectFrom('applicationDocuments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(links.count)).toBe(documents.length);
  });

  it('enforces the new rules on the migrated tables', async () => {
    const mona = applications[0]!;
    await expect(
      sql`INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth,
            nationality, gender, highest_qualification, qualification_name, institution_name,
            graduation_year)
          VALUES (${mona.userId}, 'Mona', 'Haddad', 'MONA@EXAMPLE.COM', '+1', '2003-03-03',
            'Syrian', 'female', 'High School', 'Baccalaureate', 'School', '2021')`.execute(
        database.db,
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      sql`UPDATE documents SET expires_on = '2030-01-01' WHERE document_type = 'transcript'`.execute(
        database.db,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
