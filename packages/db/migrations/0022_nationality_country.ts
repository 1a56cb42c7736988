import { sql, type Kysely } from 'kysely';
import { countryOfNationality } from '@uniguide/domain';

/**
 * The student's nationality as a country (docs/decisions/044-nationality-as-country.md): an ISO
 * 3166-1 alpha-2 code beside the text as written, on the student and on each application's student
 * snapshot. Existing texts are mapped once here (codes, English and Arabic country names, English
 * adjectives such as "Nigerian"); the texts are kept, and the ones that name no country stay null
 * for an admin to map.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE students ADD COLUMN nationality_country text
    CHECK (nationality_country ~ '^[A-Z]{2}$')`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN student_nationality_country text
    CHECK (student_nationality_country ~ '^[A-Z]{2}$')`.execute(db);
  const texts = await sql<{ value: string }>`
    SELECT nationality AS value FROM students
    UNION SELECT student_nationality FROM applications`.execute(db);
  for (const { value } of texts.rows) {
    const country = countryOfNationality(value);
    if (!country) continue;
    await sql`UPDATE students SET nationality_country = ${country}
      WHERE nationality = ${value}`.execute(db);
    await sql`UPDATE applications SET student_nationality_country = ${country}
      WHERE student_nationality = ${value}`.execute(db);
  }
  // The admin's list of texts that name no country (docs/product.md §5.9).
  await sql`CREATE INDEX students_unmapped_nationality_idx ON students (nationality)
    WHERE nationality_country IS NULL`.execute(db);
}
