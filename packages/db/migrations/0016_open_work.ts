import { sql, type Kysely } from 'kysely';

/**
 * The work an agent is asked for, kept where the screens and the bell can find it
 * (docs/decisions/036-open-work-and-duplicates.md):
 *
 * - `document_requests.rejected_document_id`: a rejected document is an open request to replace it.
 *   Documents rejected before this migration, still on an unfinished application, get theirs.
 * - `notifications.document_id`: the document a notification is about, so that replacing a rejected
 *   file or downloading a university document reads exactly its notification.
 * - An index matching students by e-mail and date of birth across agencies (the duplicate flag).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE document_requests ADD COLUMN rejected_document_id integer
    REFERENCES documents (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX document_requests_rejected_idx ON document_requests (rejected_document_id)
    WHERE rejected_document_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO document_requests
      (application_id, document_type, note, requested_by, rejected_document_id, created_at)
    SELECT ad.application_id, d.document_type, d.review_reason, d.reviewed_by, d.id,
      coalesce(d.reviewed_at, now())
    FROM documents d
    JOIN application_documents ad ON ad.document_id = d.id
    JOIN applications a ON a.id = ad.application_id
    WHERE d.review_status = 'rejected' AND d.category = 'student'
      AND a.status NOT IN ('approved', 'rejected', 'completed')
    ORDER BY d.id, ad.application_id`.execute(db);

  await sql`ALTER TABLE notifications ADD COLUMN document_id integer
    REFERENCES documents (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX notifications_document_idx ON notifications (document_id)
    WHERE document_id IS NOT NULL AND read_at IS NULL`.execute(db);

  await sql`CREATE INDEX students_identity_idx ON students (lower(email), date_of_birth)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX students_identity_idx`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN document_id`.execute(db);
  await sql`DELETE FROM document_requests WHERE rejected_document_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE document_requests DROP COLUMN rejected_document_id`.execute(db);
}
