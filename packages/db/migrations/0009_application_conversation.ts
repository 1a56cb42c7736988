import { sql, type Kysely } from 'kysely';

const DOCUMENT_TYPES = `'passport','transcript','english-proficiency','recommendation-letter',
  'statement-of-purpose','other'`;
const UNIVERSITY_DOCUMENT_TYPES = `'offer-letter','conditional-offer','payment-receipt','visa-documents'`;

/**
 * The conversation around an application (docs/decisions/024-application-conversation.md):
 * required documents per university with program overrides, the admin's check of each document,
 * document requests, documents from the university, the message thread, and the admin queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A university's default list or a program's override (a program with a list ignores its
  // university's). The list row is what a save locks and what its updated_at versions.
  await sql`
    CREATE TABLE requirement_lists (
      id serial PRIMARY KEY,
      university_id integer UNIQUE REFERENCES universities (id) ON DELETE CASCADE,
      program_id integer UNIQUE REFERENCES programs (id) ON DELETE CASCADE,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((university_id IS NULL) <> (program_id IS NULL))
    )`.execute(db);
  await sql`
    CREATE TABLE requirement_items (
      list_id integer NOT NULL REFERENCES requirement_lists (id) ON DELETE CASCADE,
      position integer NOT NULL,
      document_type text NOT NULL CHECK (document_type IN (${sql.raw(DOCUMENT_TYPES)})),
      stage text NOT NULL CHECK (stage IN ('to_submit', 'before_forwarding')),
      min_count integer NOT NULL DEFAULT 1 CHECK (min_count BETWEEN 1 AND 5),
      degrees text[],
      PRIMARY KEY (list_id, document_type)
    )`.execute(db);

  // The seeded default for every university there is (new ones get it when created).
  await sql`
    INSERT INTO requirement_lists (university_id) SELECT id FROM universities`.execute(db);
  await sql`
    INSERT INTO requirement_items (list_id, position, document_type, stage, min_count, degrees)
    SELECT l.id, d.position, d.document_type, d.stage, d.min_count, d.degrees
    FROM requirement_lists l
    CROSS JOIN (VALUES
      (0, 'passport', 'to_submit', 1, NULL::text[]),
      (1, 'transcript', 'before_forwarding', 1, NULL::text[]),
      (2, 'english-proficiency', 'before_forwarding', 1, NULL::text[]),
      (3, 'statement-of-purpose', 'before_forwarding', 1, ARRAY['Master''s Degree', 'PhD']),
      (4, 'recommendation-letter', 'before_forwarding', 2, ARRAY['Master''s Degree', 'PhD'])
    ) AS d (position, document_type, stage, min_count, degrees)
    WHERE l.university_id IS NOT NULL`.execute(db);

  // The admin's check of each document, and the documents that are not the student's own:
  // files from the university and message attachments (same storage, same download route).
  await sql`
    ALTER TABLE documents
      ADD COLUMN review_status text NOT NULL DEFAULT 'awaiting'
        CHECK (review_status IN ('awaiting', 'verified', 'rejected')),
      ADD COLUMN review_reason text,
      ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN reviewed_at timestamptz,
      ADD COLUMN category text NOT NULL DEFAULT 'student'
        CHECK (category IN ('student', 'university', 'message')),
      ADD COLUMN university_document_type text
        CHECK (university_document_type IN (${sql.raw(UNIVERSITY_DOCUMENT_TYPES)})),
      ADD COLUMN uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN message_id integer,
      ADD CONSTRAINT documents_university_type_check
        CHECK ((category = 'university') = (university_document_type IS NOT NULL))`.execute(db);

  await sql`
    CREATE TABLE application_messages (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      author_id integer REFERENCES users (id) ON DELETE SET NULL,
      side text NOT NULL CHECK (side IN ('agent', 'admin')),
      body text NOT NULL,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX application_messages_thread_idx
    ON application_messages (application_id, id)`.execute(db);
  // Unread counts read only this small index: the other side's messages not yet read.
  await sql`CREATE INDEX application_messages_unread_idx
    ON application_messages (application_id, side) WHERE read_at IS NULL`.execute(db);
  await sql`ALTER TABLE documents ADD CONSTRAINT documents_message_fk
    FOREIGN KEY (message_id) REFERENCES application_messages (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX documents_message_idx ON documents (message_id)
    WHERE message_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX documents_university_idx ON documents (application_id, uploaded_at)
    WHERE category = 'university'`.execute(db);

  await sql`
    CREATE TABLE document_requests (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      document_type text CHECK (document_type IN (${sql.raw(DOCUMENT_TYPES)})),
      description text,
      note text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'cancelled')),
      requested_by integer REFERENCES users (id) ON DELETE SET NULL,
      resolved_document_id integer REFERENCES documents (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      CHECK (document_type IS NOT NULL OR description IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX document_requests_application_idx
    ON document_requests (application_id, id)`.execute(db);
  await sql`CREATE INDEX document_requests_open_idx
    ON document_requests (application_id) WHERE status = 'open'`.execute(db);

  // The admin queue: applications waiting for an admin, oldest first, from a small partial index.
  await sql`
    ALTER TABLE applications
      ADD COLUMN admin_attention_since timestamptz,
      ADD COLUMN admin_attention_reason text
        CHECK (admin_attention_reason IN ('submitted', 'resubmitted', 'requests-resolved'))`.execute(
    db,
  );
  await sql`CREATE INDEX applications_admin_queue_idx
    ON applications (admin_attention_since, id) WHERE admin_attention_since IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX applications_at_university_idx
    ON applications (submitted_to_university_date, id)
    WHERE status = 'submitted-to-university'`.execute(db);
  await sql`
    UPDATE applications
    SET admin_attention_since = coalesce(submitted_at, updated_at), admin_attention_reason = 'submitted'
    WHERE status = 'submitted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX applications_at_university_idx`.execute(db);
  await sql`DROP INDEX applications_admin_queue_idx`.execute(db);
  await sql`ALTER TABLE applications DROP COLUMN admin_attention_reason,
    DROP COLUMN admin_attention_since`.execute(db);
  await sql`DROP TABLE document_requests`.execute(db);
  await sql`ALTER TABLE documents DROP CONSTRAINT documents_message_fk`.execute(db);
  await sql`DROP TABLE application_messages`.execute(db);
  await sql`ALTER TABLE documents
    DROP CONSTRAINT documents_university_type_check,
    DROP COLUMN message_id, DROP COLUMN uploaded_by, DROP COLUMN university_document_type,
    DROP COLUMN category, DROP COLUMN reviewed_at, DROP COLUMN reviewed_by,
    DROP COLUMN review_reason, DROP COLUMN review_status`.execute(db);
  await sql`DROP TABLE requirement_items`.execute(db);
  await sql`DROP TABLE requirement_lists`.execute(db);
}
