import { sql, type Kysely } from 'kysely';

/**
 * Accounts (docs/decisions/027-accounts.md): e-mail verification, agent approval, the console's
 * settings and admin invitations.
 *
 * Accounts that exist before this migration count as verified and approved: they were let in under
 * the old rules, and nobody could have verified an address before the portal sent e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN approval_status text NOT NULL DEFAULT 'approved'
    CHECK (approval_status IN ('pending', 'approved', 'declined'))`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN approval_decided_at timestamptz`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN approval_decided_by integer
    REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN approval_reason text`.execute(db);
  await sql`UPDATE users SET email_verified_at = created_at`.execute(db);
  // The approval queue reads only pending agents, oldest first.
  await sql`CREATE INDEX users_pending_approval_idx ON users (created_at, id)
    WHERE approval_status = 'pending'`.execute(db);

  // One row per console setting; a missing row means the setting's default.
  await sql`
    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // A single-use invitation to become an admin; only the token's SHA-256 is kept.
  await sql`
    CREATE TABLE admin_invites (
      id serial PRIMARY KEY,
      email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_user_id integer REFERENCES users (id) ON DELETE SET NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX admin_invites_created_idx ON admin_invites (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_invites`.execute(db);
  await sql`DROP TABLE app_settings`.execute(db);
  await sql`DROP INDEX users_pending_approval_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN approval_reason`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN approval_decided_by`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN approval_decided_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN approval_status`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN email_verified_at`.execute(db);
}
