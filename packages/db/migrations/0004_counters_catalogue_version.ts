import { sql, type Kysely } from 'kysely';

/**
 * Counter rows are spread over this many slots (row id modulo), so concurrent transactions creating or
 * moving different applications rarely wait on the same counter row. Readers sum the slots.
 */
const COUNTER_SLOTS = 16;

/**
 * docs/product.md §12: figures that must not cost a scan of a million rows (docs/decisions/011-catalogue-cache.md).
 *
 * - `stat_counters`: applications per status, student profiles and visible programs, kept by statement-level triggers
 *   (transition tables, so a bulk insert costs one aggregate, not a trigger call per row) in the same
 *   transaction as the change; the admin stats read ~200 rows instead of counting applications.
 * - `catalogue_version`: one row whose number goes up with every statement that writes programs or
 *   universities, whoever sends it (admin console, import, CLI, seed); each server process compares it
 *   with the number its catalogue response cache was filled under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stat_counters (
      name text NOT NULL,
      slot smallint NOT NULL,
      value bigint NOT NULL,
      PRIMARY KEY (name, slot)
    )`.execute(db);

  // One function for the three triggers: each branch names only the transition tables its trigger
  // declares, and PL/pgSQL plans a statement when it first runs it. ORDER BY gives every statement the
  // same lock order on the counter rows, so two status changes cannot deadlock on them.
  await sql`
    CREATE FUNCTION count_application_statuses() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'applications:' || status, id % ${sql.lit(COUNTER_SLOTS)}, count(*)
        FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'applications:' || status, id % ${sql.lit(COUNTER_SLOTS)}, -count(*)
        FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      ELSE
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT name, slot, sum(delta) FROM (
          SELECT 'applications:' || status AS name, id % ${sql.lit(COUNTER_SLOTS)} AS slot, 1 AS delta
          FROM new_rows
          UNION ALL
          SELECT 'applications:' || status, id % ${sql.lit(COUNTER_SLOTS)}, -1 FROM old_rows
        ) AS changes
        GROUP BY name, slot HAVING sum(delta) <> 0 ORDER BY name, slot
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER applications_count_insert AFTER INSERT ON applications
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_application_statuses()`.execute(
    db,
  );
  await sql`CREATE TRIGGER applications_count_update AFTER UPDATE ON applications
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_application_statuses()`.execute(db);
  await sql`CREATE TRIGGER applications_count_delete AFTER DELETE ON applications
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_application_statuses()`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION count_students() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'students', id % ${sql.lit(COUNTER_SLOTS)}, count(*)
        FROM new_rows GROUP BY 2 ORDER BY 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      ELSE
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'students', id % ${sql.lit(COUNTER_SLOTS)}, -count(*)
        FROM old_rows GROUP BY 2 ORDER BY 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER students_count_insert AFTER INSERT ON students
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students()`.execute(
    db,
  );
  await sql`CREATE TRIGGER students_count_delete AFTER DELETE ON students
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students()`.execute(
    db,
  );

  // Visible programs: the catalogue's unfiltered total, exact without counting a hundred thousand rows.
  await sql`
    CREATE FUNCTION count_visible_programs() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'programs:visible', id % ${sql.lit(COUNTER_SLOTS)}, count(*)
        FROM new_rows WHERE NOT hidden GROUP BY 2 ORDER BY 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'programs:visible', id % ${sql.lit(COUNTER_SLOTS)}, -count(*)
        FROM old_rows WHERE NOT hidden GROUP BY 2 ORDER BY 2
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      ELSE
        INSERT INTO stat_counters AS c (name, slot, value)
        SELECT 'programs:visible', slot, sum(delta) FROM (
          SELECT id % ${sql.lit(COUNTER_SLOTS)} AS slot, 1 AS delta FROM new_rows WHERE NOT hidden
          UNION ALL
          SELECT id % ${sql.lit(COUNTER_SLOTS)}, -1 FROM old_rows WHERE NOT hidden
        ) AS changes
        GROUP BY slot HAVING sum(delta) <> 0 ORDER BY slot
        ON CONFLICT (name, slot) DO UPDATE SET value = c.value + excluded.value;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER programs_count_insert AFTER INSERT ON programs
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_visible_programs()`.execute(
    db,
  );
  await sql`CREATE TRIGGER programs_count_update AFTER UPDATE ON programs
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION count_visible_programs()`.execute(db);
  await sql`CREATE TRIGGER programs_count_delete AFTER DELETE ON programs
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_visible_programs()`.execute(
    db,
  );

  // TRUNCATE has no transition tables: it empties the table, so its counters go with it.
  await sql`
    CREATE FUNCTION clear_counters() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      DELETE FROM stat_counters WHERE name = TG_ARGV[0] OR name LIKE TG_ARGV[0] || ':%';
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER applications_count_truncate AFTER TRUNCATE ON applications
    FOR EACH STATEMENT EXECUTE FUNCTION clear_counters('applications')`.execute(db);
  await sql`CREATE TRIGGER students_count_truncate AFTER TRUNCATE ON students
    FOR EACH STATEMENT EXECUTE FUNCTION clear_counters('students')`.execute(db);
  await sql`CREATE TRIGGER programs_count_truncate AFTER TRUNCATE ON programs
    FOR EACH STATEMENT EXECUTE FUNCTION clear_counters('programs')`.execute(db);

  await sql`
    INSERT INTO stat_counters (name, slot, value)
    SELECT 'applications:' || status, id % ${sql.lit(COUNTER_SLOTS)}, count(*)
    FROM applications GROUP BY 1, 2`.execute(db);
  await sql`
    INSERT INTO stat_counters (name, slot, value)
    SELECT 'students', id % ${sql.lit(COUNTER_SLOTS)}, count(*) FROM students GROUP BY 2`.execute(
    db,
  );
  await sql`
    INSERT INTO stat_counters (name, slot, value)
    SELECT 'programs:visible', id % ${sql.lit(COUNTER_SLOTS)}, count(*)
    FROM programs WHERE NOT hidden GROUP BY 2`.execute(db);

  // The catalogue page: its ids in name order with every filter column beside them, so a filtered
  // page is found in the index alone, however far down the name order its matches start (names begin
  // with the degree: every master's program sorts after all bachelor's and diplomas). Replaces the
  // narrower programs_visible_name_idx.
  await sql`CREATE INDEX programs_catalogue_order_idx ON programs (name, id)
    INCLUDE (university_id, degree, study_field, duration, tuition_aed, has_scholarship, search_text)
    WHERE NOT hidden`.execute(db);
  await sql`DROP INDEX programs_visible_name_idx`.execute(db);
  // The same by degree, the catalogue's first filter: a page of master's programs in name order
  // starts at the first master's program.
  await sql`CREATE INDEX programs_catalogue_degree_order_idx ON programs (degree, name, id)
    INCLUDE (university_id, study_field, duration, tuition_aed, has_scholarship, search_text)
    WHERE NOT hidden`.execute(db);

  // Finer statistics for the searched text. With 100 histogram entries PostgreSQL estimates an infix
  // LIKE from how many of them match — 1 % for a surname in forty — and, expecting few matches, sorts
  // every match of a search instead of walking the list's index until its page is full.
  await sql`ALTER INDEX applications_search_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000`.execute(
    db,
  );
  await sql`ALTER TABLE programs ALTER COLUMN search_text SET STATISTICS 1000`.execute(db);

  await sql`
    CREATE TABLE catalogue_version (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version bigint NOT NULL DEFAULT 1,
      changed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`INSERT INTO catalogue_version DEFAULT VALUES`.execute(db);
  await sql`
    CREATE FUNCTION bump_catalogue_version() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE catalogue_version SET version = version + 1, changed_at = now();
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['programs', 'universities']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_catalogue_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.raw(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
  }
}

/** Forward-only migrations (docs/product.md §4): down is intentionally not provided. */
