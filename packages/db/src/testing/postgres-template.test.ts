import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import type { DB } from '../schema';
import { createTestDatabase, type TestDatabase } from '.';

const latest = Object.keys(migrations).at(-1) ?? '';

/** Everything a migration defines in a schema, with the schema's own name taken out. */
async function shape(database: TestDatabase) {
  const db = database.db as Kysely<DB>;
  const schema = database.schema ?? '';
  const strip = (text: string) => text.replaceAll(schema, 'S');
  const columns = await sql<Record<string, unknown>>`
    SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = ${schema}
    ORDER BY table_name, column_name`.execute(db);
  const indexes = await sql<{ indexdef: string }>`
    SELECT indexdef FROM pg_indexes WHERE schemaname = ${schema} ORDER BY indexname`.execute(db);
  const constraints = await sql<{ conname: string; def: string }>`
    SELECT c.conname, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = ${schema} ORDER BY c.conname`.execute(db);
  const triggers = await sql<{ tgname: string; def: string }>`
    SELECT t.tgname, pg_get_triggerdef(t.oid) AS def
    FROM pg_trigger t JOIN pg_class r ON r.oid = t.tgrelid JOIN pg_namespace n ON n.oid = r.relnamespace
    WHERE n.nspname = ${schema} AND NOT t.tgisinternal ORDER BY t.tgname`.execute(db);
  const functions = await sql<{ proname: string; def: string }>`
    SELECT p.proname, pg_get_functiondef(p.oid) AS def
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = ${schema} ORDER BY p.proname`.execute(db);
  const sequences = await sql<{ sequencename: string; last_value: string | null }>`
    SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = ${schema}
    ORDER BY sequencename`.execute(db);
  // Rows the migrations wrote (counters, vocabularies), counted per table.
  const rows = await sql<{ table_name: string; count: string }>`
    SELECT table_name,
      (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', table_schema, table_name), false, true, '')))[1]::text AS count
    FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`.execute(db);
  const migrated = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return {
    columns: columns.rows.map((row) => strip(JSON.stringify(row))),
    indexes: indexes.rows.map((row) => strip(row.indexdef)),
    constraints: constraints.rows.map((row) => `${row.conname}: ${strip(row.def)}`),
    triggers: triggers.rows.map((row) => strip(row.def)),
    functions: functions.rows.map((row) => strip(row.def)),
    sequences: sequences.rows.map((row) => `${row.sequencename}: ${row.last_value ?? 'unused'}`),
    rows: rows.rows.map((row) => `${row.table_name}: ${row.count}`),
    migrated: migrated.rows.map((row) => row.name),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL test schemas', () => {
  it('copied from the template are the migrated schema, rows of the migrations included', async () => {
    const copied = await createTestDatabase('postgres');
    // `upTo` the latest migration runs every migration in the schema itself.
    const migrated = await createTestDatabase('postgres', { upTo: latest });
    try {
      const [copy, original] = await Promise.all([shape(copied), shape(migrated)]);
      expect(copy.columns.length).toBeGreaterThan(50);
      expect(copy.migrated).toEqual(Object.keys(migrations).sort());
      expect(copy.sequences.length).toBeGreaterThan(0);
      expect(copy).toEqual(original);
    } finally {
      await Promise.all([copied.dispose(), migrated.dispose()]);
    }
  });

  it('are independent: a table created in one copy is not in another', async () => {
    const [a, b] = await Promise.all([
      createTestDatabase('postgres'),
      createTestDatabase('postgres'),
    ]);
    try {
      await sql`CREATE TABLE only_here (id int)`.execute(a.db);
      const seen = (db: Kysely<DB>) =>
        sql<{ found: string | null }>`SELECT to_regclass('only_here')::text AS found`.execute(db);
      expect((await seen(a.db)).rows[0]?.found).toBe('only_here');
      expect((await seen(b.db)).rows[0]?.found).toBeNull();
      expect(a.schema).not.toBe(b.schema);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });
});
