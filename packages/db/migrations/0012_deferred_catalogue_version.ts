import { sql, type Kysely } from 'kysely';

/**
 * A writer may defer the catalogue version (docs/decisions/032-import-steps-and-deterministic-faults.md):
 * a transaction that sets `uniguide.defer_catalogue_version` to `on` (for itself only, `SET LOCAL`)
 * writes programs and universities without moving the version, and the writer moves it once when it is
 * done. The embedded database's import writes in many short transactions; without this every step
 * emptied the catalogue caches, so readers queued behind the import instead of being served from memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF current_setting('uniguide.defer_catalogue_version', true) = 'on' THEN
        RETURN NULL;
      END IF;
      UPDATE catalogue_version SET version = version + 1, changed_at = now();
      RETURN NULL;
    END $$`.execute(db);
}

/** Forward-only migrations (docs/product.md §4): down is intentionally not provided. */
