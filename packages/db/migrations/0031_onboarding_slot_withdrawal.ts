import { sql, type Kysely } from 'kysely';

/**
 * An admin may withdraw an onboarding slot (docs/decisions/073-onboarding-slot-changes.md):
 * the row stays, so its bookings keep their invitation UIDs and the audit trail its subject, but
 * `withdrawn_at` takes it out of every list and out of booking. Its booked agents are cancelled in
 * the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onboarding_slots
      ADD COLUMN withdrawn_at timestamptz,
      ADD COLUMN withdrawn_by integer REFERENCES users (id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onboarding_slots DROP COLUMN withdrawn_by, DROP COLUMN withdrawn_at`.execute(db);
}
