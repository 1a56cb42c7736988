import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { createTestDatabase, testDrivers, type TestDatabase } from '../src/testing';

const TEXTS = ['Nigerian', 'Pakistani', 'Emirati', ' india ', 'EG', 'سوريا', 'Martian', 'Indain'];

/** Free-text nationalities on record before 0022 get their country; the texts stay as written. */
describe.each(testDrivers())('migration 0022 on existing data (%s)', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0019_uae_journey' });
    const { db } = database;
    const userId = (
      await sql<{ id: number }>`
        INSERT INTO users (username, password_hash) VALUES ('old@agency.test', 'x') RETURNING id`.execute(
        db,
      )
    ).rows[0]!.id;
    const universityId = (
      await sql<{ id: number }>`
        INSERT INTO universities (name) VALUES ('Old University') RETURNING id`.execute(db)
    ).rows[0]!.id;
    const programId = (
      await sql<{ id: number }>`
        INSERT INTO programs (university_id, name, search_text, degree)
        VALUES (${universityId}, 'MSc Old', 'msc old', 'Master''s Degree') RETURNING id`.execute(db)
    ).rows[0]!.id;
    for (const [index, text] of TEXTS.entries()) {
      const studentId = (
        await sql<{ id: number }>`
          INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth,
            nationality, gender, highest_qualification, qualification_name, institution_name,
            graduation_year)
          VALUES (${userId}, 'Old', 'Student', ${`old${index}@example.com`}, '+1', '2000-01-01',
            ${text}, 'male', 'High School', 'Certificate', 'School', '2018') RETURNING id`.execute(
          db,
        )
      ).rows[0]!.id;
      await sql`
        INSERT INTO applications (user_id, student_id, program_id, student_first_name,
          student_last_name, student_email, student_phone, student_date_of_birth,
          student_nationality, student_gender, highest_qualification, qualification_name,
          institution_name, graduation_year, intake_date)
        VALUES (${userId}, ${studentId}, ${programId}, 'Old', 'Student', ${`old${index}@example.com`},
          '+1', '2000-01-01', ${text}, 'male', 'High School', 'Certificate', 'School', '2018',
          'Fall 2026')`.execute(db);
    }
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('stores the country of every text that names one, beside the text as written', async () => {
    const students = await database.db
      .selectFrom('students')
      .select(['nationality', 'nationalityCountry'])
      .orderBy('id')
      .execute();
    expect(students).toEqual([
      { nationality: 'Nigerian', nationalityCountry: 'NG' },
      { nationality: 'Pakistani', nationalityCountry: 'PK' },
      { nationality: 'Emirati', nationalityCountry: 'AE' },
      { nationality: ' india ', nationalityCountry: 'IN' },
      { nationality: 'EG', nationalityCountry: 'EG' },
      { nationality: 'سوريا', nationalityCountry: 'SY' },
      { nationality: 'Martian', nationalityCountry: null },
      { nationality: 'Indain', nationalityCountry: null },
    ]);
    const applications = await database.db
      .selectFrom('applications')
      .select(['studentNationality', 'studentNationalityCountry'])
      .orderBy('id')
      .execute();
    expect(applications.map((row) => row.studentNationalityCountry)).toEqual(
      students.map((row) => row.nationalityCountry),
    );
  });

  it('refuses a country that is not two capital letters', async () => {
    await expect(
      sql`UPDATE students SET nationality_country = 'ng'`.execute(database.db),
    ).rejects.toThrow();
  });
});
