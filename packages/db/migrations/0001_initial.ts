import { sql, type Kysely } from 'kysely';

const STATUSES = `'draft','submitted','under-review','incomplete','submitted-to-university',
  'accepted-conditional-offer','accepted-payment-pending','payment-clearing','approved','completed','rejected'`;
const DOCUMENT_TYPES = `'passport','transcript','english-proficiency','recommendation-letter',
  'statement-of-purpose','other'`;

/** The whole schema of docs/product.md §4. Plain SQL that runs on PostgreSQL 15 and PGlite alike. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      username text NOT NULL UNIQUE CHECK (username = lower(username)),
      password_hash text NOT NULL,
      first_name text,
      last_name text,
      agency_name text,
      country text,
      phone_number text,
      website text,
      role text NOT NULL DEFAULT 'agent' CHECK (role IN ('agent', 'admin')),
      active boolean NOT NULL DEFAULT true,
      notification_preferences jsonb NOT NULL DEFAULT
        '{"applicationUpdates":true,"newPrograms":true,"commissionUpdates":true,"marketingMaterials":true}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX users_role_active_idx ON users (role, active)`.execute(db);
  await sql`CREATE INDEX users_created_at_idx ON users (created_at DESC)`.execute(db);
  await sql`CREATE INDEX users_search_trgm_idx ON users USING gin
    ((lower(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
      coalesce(agency_name, ''))) gin_trgm_ops)`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip_address text,
      user_agent text,
      expires_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE universities (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      location text,
      emirate text,
      image_url text,
      logo_url text,
      website text,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE programs (
      id serial PRIMARY KEY,
      university_id integer NOT NULL REFERENCES universities (id) ON DELETE RESTRICT,
      name text NOT NULL,
      degree text,
      degree_raw text,
      study_field text,
      study_field_raw text,
      duration text,
      duration_raw text,
      tuition_text text,
      tuition_aed integer CHECK (tuition_aed IS NULL OR tuition_aed >= 0),
      intakes text[] NOT NULL DEFAULT '{}',
      intakes_raw text,
      requirements text[] NOT NULL DEFAULT '{}',
      description text,
      language text,
      has_scholarship boolean NOT NULL DEFAULT false,
      scholarship_details text,
      image_url text,
      hidden boolean NOT NULL DEFAULT false,
      search_text text NOT NULL DEFAULT '',
      source_key text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX programs_university_idx ON programs (university_id, name)`.execute(db);
  await sql`CREATE INDEX programs_degree_idx ON programs (degree) WHERE NOT hidden`.execute(db);
  await sql`CREATE INDEX programs_study_field_idx ON programs (study_field) WHERE NOT hidden`.execute(
    db,
  );
  await sql`CREATE INDEX programs_duration_idx ON programs (duration) WHERE NOT hidden`.execute(db);
  await sql`CREATE INDEX programs_tuition_idx ON programs (tuition_aed) WHERE NOT hidden`.execute(
    db,
  );
  await sql`CREATE INDEX programs_scholarship_idx ON programs (has_scholarship) WHERE NOT hidden`.execute(
    db,
  );
  await sql`CREATE INDEX programs_visible_name_idx ON programs (name, id) WHERE NOT hidden`.execute(
    db,
  );
  await sql`CREATE INDEX programs_search_trgm_idx ON programs USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE applications (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      program_id integer NOT NULL REFERENCES programs (id) ON DELETE RESTRICT,
      student_first_name text NOT NULL,
      student_last_name text NOT NULL,
      student_email text NOT NULL,
      student_phone text NOT NULL,
      student_date_of_birth date NOT NULL,
      student_nationality text NOT NULL,
      student_gender text NOT NULL CHECK (student_gender IN ('male', 'female', 'other', 'prefer-not-to-say')),
      highest_qualification text NOT NULL,
      qualification_name text NOT NULL,
      institution_name text NOT NULL,
      graduation_year text NOT NULL,
      cgpa text,
      intake_date text NOT NULL,
      notes text,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN (${sql.raw(STATUSES)})),
      admin_notes text,
      rejection_reason text,
      payment_confirmation boolean NOT NULL DEFAULT false,
      submitted_to_university_date timestamptz,
      conditional_offer_terms text,
      last_action_by integer REFERENCES users (id) ON DELETE SET NULL,
      submitted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX applications_user_created_idx ON applications (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_user_status_idx ON applications (user_id, status, updated_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_status_updated_idx ON applications (status, updated_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_updated_idx ON applications (updated_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_program_idx ON applications (program_id)`.execute(db);
  await sql`CREATE INDEX applications_search_trgm_idx ON applications USING gin
    ((lower(student_first_name || ' ' || student_last_name || ' ' || student_email)) gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE application_status_history (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      from_status text CHECK (from_status IN (${sql.raw(STATUSES)})),
      to_status text NOT NULL CHECK (to_status IN (${sql.raw(STATUSES)})),
      notes text,
      changed_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX status_history_application_idx ON application_status_history (application_id, created_at, id)`.execute(
    db,
  );
  await sql`CREATE INDEX status_history_created_idx ON application_status_history (created_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE documents (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      document_type text NOT NULL DEFAULT 'other' CHECK (document_type IN (${sql.raw(DOCUMENT_TYPES)})),
      filename text NOT NULL UNIQUE,
      original_filename text NOT NULL,
      file_size integer NOT NULL CHECK (file_size >= 0),
      mime_type text NOT NULL,
      storage_driver text NOT NULL DEFAULT 'disk',
      file_data bytea,
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX documents_application_idx ON documents (application_id, uploaded_at)`.execute(
    db,
  );

  await sql`
    CREATE TABLE audit_logs (
      id bigserial PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      resource_type text NOT NULL,
      resource_id text,
      previous_data jsonb,
      new_data jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_logs_type_created_idx ON audit_logs (resource_type, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_logs_user_idx ON audit_logs (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_logs_resource_idx ON audit_logs (resource_type, resource_id)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_logs_action_trgm_idx ON audit_logs USING gin (lower(action) gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL,
      title text NOT NULL,
      body text,
      link text,
      application_id integer REFERENCES applications (id) ON DELETE CASCADE,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE saved_programs (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      program_id integer NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, program_id)
    )`.execute(db);
  await sql`CREATE INDEX saved_programs_program_idx ON saved_programs (program_id)`.execute(db);

  await sql`
    CREATE TABLE contact_messages (
      id serial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      ip_address text,
      handled_at timestamptz,
      handled_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC)`.execute(
    db,
  );
}

/** Forward-only migrations (docs/product.md §4): down is intentionally not provided. */
