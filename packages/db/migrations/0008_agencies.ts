import { sql, type Kysely } from 'kysely';

/**
 * Agencies as teams (docs/decisions/025-agencies.md).
 *
 * Every existing agent becomes the owner of a one-person agency named from their agency-name field
 * (their e-mail when that field is empty). The agency takes the agent's id, so the mapping is exact
 * and needs no lookup; the user's own agency-name field stays as it was, so nothing is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agencies (
      id serial PRIMARY KEY,
      name text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      deactivated_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`ALTER TABLE users ADD COLUMN agency_id integer REFERENCES agencies (id)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN agency_role text
    CHECK (agency_role IN ('owner', 'counsellor'))`.execute(db);

  await sql`
    INSERT INTO agencies (id, name, active, created_at, updated_at)
    SELECT id, coalesce(nullif(trim(agency_name), ''), username), true, created_at, now()
    FROM users WHERE role = 'agent'`.execute(db);
  await sql`UPDATE users SET agency_id = id, agency_role = 'owner' WHERE role = 'agent'`.execute(
    db,
  );
  await sql`SELECT setval(pg_get_serial_sequence('agencies', 'id'),
    (SELECT coalesce(max(id), 0) + 1 FROM agencies), false)`.execute(db);

  // An agent always has an agency and a role in it (an admin's are ignored).
  await sql`ALTER TABLE users ADD CONSTRAINT users_agency_membership_check CHECK (
    role = 'admin' OR (agency_id IS NOT NULL AND agency_role IS NOT NULL))`.execute(db);
  // Whoever writes an agent without an agency (sign-up, the CLI, seeds, an admin turning an admin
  // back into an agent) founds a one-person agency named like the migrated ones; joining through an
  // invite names the agency and role explicitly.
  await sql`
    CREATE FUNCTION found_own_agency() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.role = 'agent' AND NEW.agency_id IS NULL THEN
        INSERT INTO agencies (name) VALUES (coalesce(nullif(trim(NEW.agency_name), ''), NEW.username))
        RETURNING id INTO NEW.agency_id;
        NEW.agency_role := 'owner';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_found_own_agency BEFORE INSERT OR UPDATE OF role ON users
    FOR EACH ROW EXECUTE FUNCTION found_own_agency()`.execute(db);
  await sql`CREATE INDEX users_agency_idx ON users (agency_id, id)`.execute(db);

  await sql`
    CREATE TABLE agency_invites (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      email text NOT NULL,
      agency_role text NOT NULL CHECK (agency_role IN ('owner', 'counsellor')),
      token_hash text NOT NULL UNIQUE,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX agency_invites_agency_idx ON agency_invites (agency_id, created_at DESC)`.execute(
    db,
  );

  // A sub-agent's share of one student's or one application's commission, set by the owner of the
  // agency that earns it. The application's split wins over its student's.
  await sql`
    CREATE TABLE commission_splits (
      id serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
      sub_agency_id integer NOT NULL REFERENCES agencies (id),
      student_id integer REFERENCES students (id) ON DELETE CASCADE,
      application_id integer REFERENCES applications (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
      percent_bps integer CHECK (percent_bps BETWEEN 1 AND 10000),
      amount_fils integer CHECK (amount_fils > 0),
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((student_id IS NULL) <> (application_id IS NULL)),
      CHECK ((kind = 'percent' AND percent_bps IS NOT NULL AND amount_fils IS NULL)
        OR (kind = 'fixed' AND amount_fils IS NOT NULL AND percent_bps IS NULL)),
      CHECK (sub_agency_id <> agency_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX commission_splits_student_idx ON commission_splits (student_id)
    WHERE student_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX commission_splits_application_idx ON commission_splits (application_id)
    WHERE application_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX commission_splits_sub_agency_idx ON commission_splits (sub_agency_id)`.execute(
    db,
  );
  await sql`CREATE INDEX commission_splits_agency_idx ON commission_splits (agency_id)`.execute(db);

  // The commission preview's median days from enrolment to payment, per university.
  await sql`CREATE INDEX commissions_university_paid_idx ON commissions (university_id)
    WHERE status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX commissions_university_paid_idx`.execute(db);
  await sql`DROP TABLE commission_splits`.execute(db);
  await sql`DROP TABLE agency_invites`.execute(db);
  await sql`DROP TRIGGER users_found_own_agency ON users`.execute(db);
  await sql`DROP FUNCTION found_own_agency()`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT users_agency_membership_check`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN agency_role`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN agency_id`.execute(db);
  await sql`DROP TABLE agencies`.execute(db);
}
