import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, oldRows, testDrivers, type TestDatabase } from '../src/testing';

const TEXTS = ['Nigerian', 'Pakistani', 'Emirati', ' india ', 'EG', 'سوريا', 'Martian', 'Indain'];

/** Free-text nationalities on record before 0022 get their country; the texts stay as written. */
describe.each(testDrivers())('migration 0022 on existing data (%s)', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0019_uae_journey' });
    const { db } = database;
    const userId = await oldRows.insertUser(db, 'old@agency.test');
    const { programId } = await oldRows.insertProgram(db);
    for (const [index, text] of TEXTS.entries()) {
      const email = `old${index}@example.com`;
      const studentId = await oldRows.insertStudent(db, userId, { email, nationality: text });
      await oldRows.insertApplication(
        db,
        { userId, studentId, programId },
        { email, nationality: text },
      );
    }
    await database.migrateToLatest();
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
