import { sql, type Kysely } from 'kysely';

/**
 * Resumable uploads (docs/decisions/038-resumable-uploads.md): one row per tus upload under way, the
 * bytes themselves in the upload store. The row says whose it is (nobody else may append, read or
 * finish it), what it becomes (the kind and the fields of the one-shot upload routes), when it
 * expires, and, once finished, what it became (so a client that lost the final answer gets it again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE resumable_uploads (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('student', 'university', 'message')),
      fields jsonb NOT NULL,
      filename text NOT NULL,
      size integer NOT NULL CHECK (size >= 0),
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX resumable_uploads_user_idx ON resumable_uploads (user_id) WHERE result IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX resumable_uploads_expires_idx ON resumable_uploads (expires_at)`.execute(
    db,
  );
}
