import { sql, type Kysely } from 'kysely';

/**
 * A student's passport number (docs/decisions/042-passport-numbers.md): on the student and on the
 * snapshot each application keeps of it, stored normalised (upper-case letters and digits, no spaces
 * or dashes) so that two agencies' records of one passport compare equal. Optional, so students
 * registered before it have none. The index matches students across agencies by it (the duplicate flag).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE students ADD COLUMN passport_number text`.execute(db);
  await sql`ALTER TABLE applications ADD COLUMN student_passport_number text`.execute(db);
  await sql`CREATE INDEX students_passport_idx ON students (passport_number)
    WHERE passport_number IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX students_passport_idx`.execute(db);
  await sql`ALTER TABLE applications DROP COLUMN student_passport_number`.execute(db);
  await sql`ALTER TABLE students DROP COLUMN passport_number`.execute(db);
}
