import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database, type Driver } from './connect';
import { migrateToLatest } from './migrate';

export interface TestDatabase extends Database {
  /** The isolated schema on PostgreSQL; undefined on PGlite. */
  schema?: string;
  /** Drops the isolated schema (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * The drivers every DB-touching test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDrivers())`.
 */
export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let extensionReady: Promise<void> | undefined;

/** pg_trgm is per database; create it once in public so every test schema can see its operators. */
function ensureTrigramExtension(url: string): Promise<void> {
  extensionReady ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
          return;
        } catch (error) {
          // Parallel test processes may race on the extension's catalog row; the loser retries.
          if (attempt >= 3) throw error;
        }
      }
    } finally {
      await client.end();
    }
  })();
  return extensionReady;
}

/** A fresh, migrated database: in-memory PGlite, or a new schema on TEST_DATABASE_URL. */
export async function createTestDatabase(driver: Driver = 'pglite'): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = createDb();
    await migrateToLatest(database.db);
    return { ...database, dispose: database.close };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  await ensureTrigramExtension(url);
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = createDb({
    databaseUrl: url,
    poolMax: 5,
    pgOptions: `-c search_path=${schema},public`,
  });
  const dropSchema = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
  };
  try {
    await migrateToLatest(database.db, { schema });
  } catch (error) {
    // A half-migrated schema must not outlive the failed test run.
    await database.close();
    await dropSchema();
    throw error;
  }
  return {
    ...database,
    schema,
    async dispose() {
      await database.close();
      await dropSchema();
    },
  };
}
