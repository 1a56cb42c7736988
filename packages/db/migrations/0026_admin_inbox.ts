import { sql, type Kysely } from 'kysely';

/**
 * The admin inbox (docs/decisions/047-admin-inbox-and-marketing-kit.md): `applications.awaiting_reply_since` is when
 * the agent side wrote the oldest message the admins have not answered; an admin's message clears
 * it. Existing threads whose last message is the agent's get it from their first unanswered message.
 * A partial index serves the inbox oldest first and its count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN awaiting_reply_since timestamptz`.execute(db);
  await sql`
    UPDATE applications a SET awaiting_reply_since = w.since
    FROM (
      SELECT m.application_id, min(m.created_at) AS since
      FROM application_messages m
      WHERE m.side = 'agent'
        AND m.id > coalesce((
          SELECT max(r.id) FROM application_messages r
          WHERE r.application_id = m.application_id AND r.side = 'admin'), 0)
      GROUP BY m.application_id
    ) w
    WHERE w.application_id = a.id`.execute(db);
  await sql`CREATE INDEX applications_awaiting_reply_idx
    ON applications (awaiting_reply_since, id) WHERE awaiting_reply_since IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applications_awaiting_reply_idx`.execute(db);
  await sql`ALTER TABLE applications DROP COLUMN awaiting_reply_since`.execute(db);
}
