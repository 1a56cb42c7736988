import { sql, type Kysely } from 'kysely';

/**
 * The marketing kit (docs/decisions/047-admin-inbox-and-marketing-kit.md). One row per version of a material:
 * `series_id` groups the versions (the first version's id), `superseded_at` is set when a newer
 * version replaces it, so agents read the current rows and admins the whole history; `version` is
 * null while a file is still being stored (no one lists such a row). A file's bytes
 * go through the document storage drivers (`storage_key`, `storage_driver`, and `file_data` for the
 * postgres driver); a video is a link instead of a file. `marketing_downloads` counts each download
 * with the agent's agency; `users.marketing_seen_at` is the agent's last visit to the kit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE marketing_materials (
      id serial PRIMARY KEY,
      series_id integer NOT NULL,
      version integer CHECK (version >= 1),
      university_id integer NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
      program_id integer REFERENCES programs (id) ON DELETE CASCADE,
      material_type text NOT NULL CHECK (material_type IN
        ('brochure', 'fact-sheet', 'fee-sheet', 'logo', 'social-image', 'video-link')),
      title text NOT NULL,
      language text NOT NULL,
      region_tags text[] NOT NULL DEFAULT '{}',
      expires_on date,
      link_url text,
      storage_key text UNIQUE,
      storage_driver text,
      file_data bytea,
      original_filename text,
      mime_type text,
      file_size integer,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      superseded_at timestamptz,
      UNIQUE (series_id, version),
      CHECK ((material_type = 'video-link') = (link_url IS NOT NULL)),
      CHECK ((link_url IS NULL) = (storage_key IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX marketing_materials_current_idx
    ON marketing_materials (university_id, created_at DESC) WHERE superseded_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX marketing_materials_series_idx
    ON marketing_materials (series_id, version DESC)`.execute(db);
  await sql`
    CREATE TABLE marketing_downloads (
      id bigserial PRIMARY KEY,
      material_id integer NOT NULL REFERENCES marketing_materials (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      agency_id integer REFERENCES agencies (id) ON DELETE SET NULL,
      downloaded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX marketing_downloads_material_idx
    ON marketing_downloads (material_id, agency_id)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN marketing_seen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN marketing_seen_at`.execute(db);
  await sql`DROP TABLE marketing_downloads`.execute(db);
  await sql`DROP TABLE marketing_materials`.execute(db);
}
