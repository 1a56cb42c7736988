import { sql, type Kysely } from 'kysely';

const COMMISSION_STATUSES = `'pending','invoiced','paid','reversed'`;

/**
 * docs/decisions/009-students-and-commissions.md: reusable student profiles, documents on a student's file with expiry dates, commission
 * terms and commissions (docs/decisions/009-students-and-commissions.md).
 *
 * Existing applications are linked to students by agent + e-mail (trimmed, case-insensitive): one
 * student per pair, its profile taken from the pair's most recently updated application. The
 * applications keep their own student columns (the snapshot sent to the university), so nothing is
 * lost. Every existing document moves onto its application's student and stays attached to that
 * application through `application_documents`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE students (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      date_of_birth date NOT NULL,
      nationality text NOT NULL,
      gender text NOT NULL CHECK (gender IN ('male', 'female', 'other', 'prefer-not-to-say')),
      highest_qualification text NOT NULL,
      qualification_name text NOT NULL,
      institution_name text NOT NULL,
      graduation_year text NOT NULL,
      cgpa text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX students_user_email_idx ON students (user_id, lower(email))`.execute(
    db,
  );
  await sql`CREATE INDEX students_user_updated_idx ON students (user_id, updated_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX students_search_trgm_idx ON students USING gin
    ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops)`.execute(db);

  await sql`
    INSERT INTO students (user_id, first_name, last_name, email, phone, date_of_birth, nationality,
      gender, highest_qualification, qualification_name, institution_name, graduation_year, cgpa,
      created_at, updated_at)
    SELECT DISTINCT ON (a.user_id, lower(trim(a.student_email)))
      a.user_id, a.student_first_name, a.student_last_name, trim(a.student_email), a.student_phone,
      a.student_date_of_birth, a.student_nationality, a.student_gender, a.highest_qualification,
      a.qualification_name, a.institution_name, a.graduation_year, a.cgpa,
      min(a.created_at) OVER (PARTITION BY a.user_id, lower(trim(a.student_email))),
      a.updated_at
    FROM applications a
    ORDER BY a.user_id, lower(trim(a.student_email)), a.updated_at DESC, a.id DESC`.execute(db);

  await sql`ALTER TABLE applications ADD COLUMN student_id integer REFERENCES students (id)`.execute(
    db,
  );
  await sql`
    UPDATE applications a SET student_id = s.id
    FROM students s
    WHERE s.user_id = a.user_id AND lower(s.email) = lower(trim(a.student_email))`.execute(db);
  await sql`ALTER TABLE applications ALTER COLUMN student_id SET NOT NULL`.execute(db);
  await sql`CREATE INDEX applications_student_idx ON applications (student_id, created_at DESC, id DESC)`.execute(
    db,
  );

  // Documents belong to a student's file; applications attach them (a passport serves many).
  await sql`ALTER TABLE documents ADD COLUMN student_id integer REFERENCES students (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE documents d SET student_id = a.student_id FROM applications a WHERE a.id = d.application_id`.execute(
    db,
  );
  await sql`ALTER TABLE documents ALTER COLUMN student_id SET NOT NULL`.execute(db);
  // application_id now records the application a file was uploaded with; deleting that
  // application leaves the file on the student's record.
  await sql`ALTER TABLE documents ALTER COLUMN application_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE documents DROP CONSTRAINT documents_application_id_fkey`.execute(db);
  await sql`ALTER TABLE documents ADD CONSTRAINT documents_application_id_fkey
    FOREIGN KEY (application_id) REFERENCES applications (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE documents ADD COLUMN expires_on date`.execute(db);
  await sql`ALTER TABLE documents ADD COLUMN expiry_notified_at timestamptz`.execute(db);
  await sql`ALTER TABLE documents ADD CONSTRAINT documents_expiry_type_check
    CHECK (expires_on IS NULL OR document_type IN ('passport', 'english-proficiency'))`.execute(db);
  await sql`CREATE INDEX documents_student_idx ON documents (student_id, uploaded_at)`.execute(db);
  await sql`CREATE INDEX documents_expiry_pending_idx ON documents (expires_on)
    WHERE expires_on IS NOT NULL AND expiry_notified_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE application_documents (
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      document_id integer NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
      attached_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, document_id)
    )`.execute(db);
  await sql`CREATE INDEX application_documents_document_idx ON application_documents (document_id)`.execute(
    db,
  );
  await sql`
    INSERT INTO application_documents (application_id, document_id, attached_at)
    SELECT application_id, id, uploaded_at FROM documents WHERE application_id IS NOT NULL`.execute(
    db,
  );

  // Commission terms: a rate in basis points of first-year tuition (1000 = 10.00 %) and the days
  // between enrolment and payout. A program may override its university's rate.
  await sql`ALTER TABLE universities ADD COLUMN commission_rate_bps integer NOT NULL DEFAULT 1000
    CHECK (commission_rate_bps BETWEEN 0 AND 10000)`.execute(db);
  await sql`ALTER TABLE universities ADD COLUMN payout_lag_days integer NOT NULL DEFAULT 90
    CHECK (payout_lag_days BETWEEN 0 AND 730)`.execute(db);
  await sql`ALTER TABLE programs ADD COLUMN commission_rate_bps integer
    CHECK (commission_rate_bps BETWEEN 0 AND 10000)`.execute(db);

  // One commission per application, ever (UNIQUE): a second completion reuses the row.
  // Amounts are integer fils (1 AED = 100 fils); null when the program has no tuition figure.
  await sql`
    CREATE TABLE commissions (
      id serial PRIMARY KEY,
      application_id integer NOT NULL UNIQUE REFERENCES applications (id),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      university_id integer NOT NULL REFERENCES universities (id),
      program_id integer NOT NULL REFERENCES programs (id),
      tuition_fils integer CHECK (tuition_fils >= 0),
      rate_bps integer NOT NULL CHECK (rate_bps BETWEEN 0 AND 10000),
      amount_fils integer CHECK (amount_fils >= 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN (${sql.raw(COMMISSION_STATUSES)})),
      earned_at timestamptz NOT NULL,
      expected_payout_on date NOT NULL,
      invoiced_at timestamptz,
      paid_at timestamptz,
      reversed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX commissions_user_payout_idx ON commissions (user_id, expected_payout_on, id)`.execute(
    db,
  );
  await sql`CREATE INDEX commissions_status_payout_idx ON commissions (status, expected_payout_on, id)`.execute(
    db,
  );
  await sql`CREATE INDEX commissions_earned_idx ON commissions (earned_at)`.execute(db);
  await sql`CREATE INDEX commissions_payout_idx ON commissions (expected_payout_on, id)`.execute(
    db,
  );
  // The payouts queue: unpaid commissions by due date.
  await sql`CREATE INDEX commissions_unpaid_payout_idx ON commissions (expected_payout_on, id)
    WHERE status IN ('pending', 'invoiced')`.execute(db);
  await sql`CREATE INDEX programs_commission_override_idx ON programs (university_id)
    WHERE commission_rate_bps IS NOT NULL`.execute(db);

  // Turnaround: decisions per university over the last 12 months read the history by status.
  await sql`CREATE INDEX status_history_to_status_idx ON application_status_history (to_status, created_at)`.execute(
    db,
  );
}
