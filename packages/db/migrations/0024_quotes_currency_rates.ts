import { sql, type Kysely } from 'kysely';

/**
 * Quotes for a student and the admins' currency rate table (docs/decisions/046-student-link-and-quotes.md).
 * A quote keeps what it said when it was made (its programs' cost lines and the rate it used), so a
 * link the student opens next week shows the quote the agent sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE currency_rates (
      currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
      units_per_aed numeric(18, 6) NOT NULL CHECK (units_per_aed > 0),
      set_on date NOT NULL,
      set_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE quotes (
      id serial PRIMARY KEY,
      student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      currency text,
      units_per_aed numeric(18, 6),
      rate_set_on date,
      programs jsonb NOT NULL,
      preferred_program_ids jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX quotes_student_idx ON quotes (student_id, created_at DESC)`.execute(db);
}
