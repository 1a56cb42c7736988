import { sql, type Kysely } from 'kysely';

/**
 * The e-mail outbox, single-use account tokens, and which notifications still owe an e-mail
 * (docs/decisions/022-job-queue.md, docs/decisions/023-email.md). The job queue's own tables belong to
 * pg-boss, which creates and migrates them in its own schema when the server starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      template text NOT NULL,
      kind text,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      dedupe_key text UNIQUE,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}'::jsonb,
      state text NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'sending', 'retrying', 'sent', 'held', 'dead')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      message_id text,
      claimed_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX outbox_state_idx ON outbox (state, id) WHERE state <> 'sent'`.execute(db);

  await sql`
    CREATE TABLE auth_tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose)`.execute(db);

  // Keys for signed links (one-click unsubscribe), made once and shared by every server process.
  await sql`
    CREATE TABLE signing_keys (
      name text PRIMARY KEY,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Whether the notification still owes its e-mail (set when written, cleared when batched).
  await sql`ALTER TABLE notifications ADD COLUMN email_due boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`ALTER TABLE notifications ADD COLUMN emailed_at timestamptz`.execute(db);
  await sql`CREATE INDEX notifications_email_due_idx ON notifications (user_id, application_id)
    WHERE email_due`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_email_due_idx`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN emailed_at`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN email_due`.execute(db);
  await sql`DROP TABLE signing_keys`.execute(db);
  await sql`DROP TABLE auth_tokens`.execute(db);
  await sql`DROP TABLE outbox`.execute(db);
}
