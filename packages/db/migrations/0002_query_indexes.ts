import { sql, type Kysely } from 'kysely';

/**
 * Indexes the benchmark's slow queries needed (bench scale tier, 100k programs / 1M applications):
 * - programs_name_trgm_idx serves the admin application search by program name
 *   (`lower(programs.name) LIKE '%…%'`), which otherwise reads every program;
 * - applications_student_email_idx gives the "distinct students" counter a pre-sorted, index-only
 *   source instead of sorting every application's e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX programs_name_trgm_idx ON programs USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX applications_student_email_idx ON applications (lower(student_email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS applications_student_email_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS programs_name_trgm_idx`.execute(db);
}
