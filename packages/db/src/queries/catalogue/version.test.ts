import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, sql, testDrivers, type TestDatabase } from '../../testing';
import { CATALOGUE_TIDY_STEPS, EMBEDDED_ANALYZE_ROWS } from './version';

describe.each(testDrivers())('tidying the catalogue on %s', (driver) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  /** `count` programs with a distinct searched text each, at one university. */
  async function catalogueOf(count: number) {
    database = await createTestDatabase(driver);
    await sql`INSERT INTO universities (name) VALUES ('Dune University')`.execute(database.db);
    await sql`
      INSERT INTO programs (university_id, name, search_text)
      SELECT (SELECT id FROM universities), 'Program ' || n, 'program ' || lpad(n::text, 6, '0')
      FROM generate_series(1, ${count}) AS n`.execute(database.db);
    for (const tidy of CATALOGUE_TIDY_STEPS) await tidy(database.db);
  }

  async function searchTextStatistics() {
    const { rows } = await sql<{ entries: number | null; target: number }>`
      SELECT (SELECT array_length(histogram_bounds::text::text[], 1) FROM pg_stats
              WHERE schemaname = current_schema() AND tablename = 'programs'
                AND attname = 'search_text') AS entries,
             (SELECT attstattarget FROM pg_attribute
              WHERE attrelid = 'programs'::regclass AND attname = 'search_text') AS target`.execute(
      database.db,
    );
    return { entries: Number(rows[0]!.entries), target: Number(rows[0]!.target) };
  }

  it('keeps the searched text’s fine histogram on a catalogue within the row budget', async () => {
    await catalogueOf(2_000);
    // Every row sampled, one histogram entry per distinct text up to the column's own 1,000.
    expect(await searchTextStatistics()).toEqual({ entries: 1_001, target: 1_000 });
  });

  it('analyses a larger catalogue on the row budget and puts the column’s target back', async () => {
    await catalogueOf(EMBEDDED_ANALYZE_ROWS + 2_000);
    const budgetEntries = Math.floor(EMBEDDED_ANALYZE_ROWS / 300) + 1;
    expect(await searchTextStatistics()).toEqual({ entries: budgetEntries, target: 1_000 });
  });
});
