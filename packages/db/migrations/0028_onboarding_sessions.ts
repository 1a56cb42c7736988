import { sql, type Kysely } from 'kysely';

/**
 * Onboarding with a regional expert (docs/decisions/062-onboarding-sessions.md). Admins publish
 * `onboarding_slots`; an agent's `onboarding_bookings` row is their place in one. A reschedule moves
 * the same row to another slot, so its id is the calendar invitation's UID and `sequence` counts the
 * invitation's revisions. An agent holds at most one booked session still to come (checked with the
 * agent's user row locked); capacity is kept by locking the slot row while its seats are counted. `outbox.calendar` carries an e-mail's
 * `.ics` invitation (method and text) to the transport.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboarding_slots (
      id serial PRIMARY KEY,
      expert_name text NOT NULL,
      expert_email text,
      region text NOT NULL,
      starts_at timestamptz NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
      capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 100),
      meeting_url text NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX onboarding_slots_starts_idx ON onboarding_slots (starts_at)`.execute(db);
  await sql`
    CREATE TABLE onboarding_bookings (
      id serial PRIMARY KEY,
      slot_id integer NOT NULL REFERENCES onboarding_slots (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'booked'
        CHECK (status IN ('booked', 'cancelled', 'held', 'missed')),
      sequence integer NOT NULL DEFAULT 0,
      booked_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      marked_by integer REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE INDEX onboarding_bookings_user_idx
    ON onboarding_bookings (user_id, status)`.execute(db);
  await sql`CREATE INDEX onboarding_bookings_slot_idx
    ON onboarding_bookings (slot_id, status)`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN calendar jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN calendar`.execute(db);
  await sql`DROP TABLE onboarding_bookings`.execute(db);
  await sql`DROP TABLE onboarding_slots`.execute(db);
}
