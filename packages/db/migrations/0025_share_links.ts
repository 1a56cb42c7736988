import { sql, type Kysely } from 'kysely';

/**
 * The student's link (docs/decisions/046-student-link-and-quotes.md): only the SHA-256 of its token
 * is kept, with its expiry and whether the agent revoked it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE share_links (
      id serial PRIMARY KEY,
      student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
      quote_id integer REFERENCES quotes (id) ON DELETE SET NULL,
      token_hash text NOT NULL UNIQUE,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX share_links_student_idx ON share_links (student_id, created_at DESC)`.execute(
    db,
  );
}
