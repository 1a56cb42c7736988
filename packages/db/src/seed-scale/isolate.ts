import pg from 'pg';
import { createDb, type Database } from '../connect';
import { migrateToLatest } from '../migrate';

/** Bench data on PostgreSQL always goes into this database, never the one the URL names. */
export const BENCH_DATABASE = 'uniguide_bench';

export interface BenchSchema {
  /** The URL of the bench database (no search path). */
  databaseUrl: string;
  schema: string;
  /** `-c search_path=<schema>,public`, for createDb's pgOptions. */
  pgOptions: string;
  /** The bench database URL with the search path in its `options` parameter, for a process given only a URL. */
  scopedUrl: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty schema `<prefix>_<timestamp>_<pid>` inside the database `uniguide_bench` (created when
 * missing), so neither the developer's nor the test database's public schema is ever touched, and a crashed
 * run leaves only a schema the next run's name does not collide with.
 */
export async function createBenchSchema(serverUrl: string, prefix = 'bench'): Promise<BenchSchema> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`Invalid schema prefix "${prefix}"`);
  const databaseUrl = withDatabase(serverUrl, BENCH_DATABASE);
  await ensureDatabase(serverUrl, BENCH_DATABASE);
  const schema = `${prefix}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  await withClient(databaseUrl, async (client) => {
    // pg_trgm lives in public so the migration's `CREATE EXTENSION IF NOT EXISTS` finds it from any schema.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  const pgOptions = `-c search_path=${schema},public`;
  const scoped = new URL(databaseUrl);
  scoped.searchParams.set('options', pgOptions);
  return {
    databaseUrl,
    schema,
    pgOptions,
    scopedUrl: scoped.toString(),
    async drop() {
      await withClient(databaseUrl, (client) =>
        client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
      );
    },
  };
}

export interface ScaleDatabase extends Database {
  /** Where the data lives, for reports: "pglite (in-memory)" or "postgres uniguide_bench/bench_…". */
  label: string;
  /** PostgreSQL only: a DATABASE_URL that sees this run's schema, for a server to run against. */
  scopedUrl?: string;
  /** Drops the run's schema (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

export interface ScaleDatabaseOptions {
  /** A PostgreSQL server URL (BENCH_DATABASE_URL); unset → in-memory PGlite. */
  serverUrl?: string;
  /** Keep the schema after dispose, to inspect it by hand. */
  keep?: boolean;
}

/** A migrated, empty database nobody else uses: in-memory PGlite, or a bench schema on PostgreSQL. */
export async function openScaleDatabase(
  options: ScaleDatabaseOptions = {},
): Promise<ScaleDatabase> {
  if (!options.serverUrl) {
    const database = createDb();
    await migrateToLatest(database.db);
    return { ...database, label: 'pglite (in-memory)', dispose: database.close };
  }

  const bench = await createBenchSchema(options.serverUrl);
  const database = createDb({
    databaseUrl: bench.databaseUrl,
    poolMax: 4,
    pgOptions: bench.pgOptions,
  });
  try {
    await migrateToLatest(database.db, { schema: bench.schema });
  } catch (error) {
    await database.close();
    await bench.drop();
    throw error;
  }
  return {
    ...database,
    label: `postgres ${BENCH_DATABASE}/${bench.schema}`,
    scopedUrl: bench.scopedUrl,
    async dispose() {
      await database.close();
      if (!options.keep) await bench.drop();
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${database}`);
    } catch (error) {
      // Two runs starting together: the loser finds the database the winner created.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
