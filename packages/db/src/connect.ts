import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db as QueueDb } from 'pg-boss';
import { PGliteThread } from './pglite-thread/client';
import type { ThreadOptions } from './pglite-thread/messages';
import { openPglite } from './pglite-thread/open';
import type { DB } from './schema';

export type Driver = 'pglite' | 'postgres';

export interface DbConfig {
  /** postgres://… → a real server through `pg`; unset → embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; unset (with no databaseUrl) → in-memory, for tests. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** Extra PostgreSQL connection options, e.g. `-c search_path=…` for isolated test schemas. */
  pgOptions?: string;
  /** PGlite only: start from this data directory archive (a `dumpDataDir` tar) instead of an empty one. */
  pgliteArchive?: Blob;
  /**
   * PGlite only: PostgreSQL settings (`name=value`) applied on top of PGLITE_MEMORY_SETTINGS, e.g.
   * `shared_buffers=128MB` to measure what a bound costs.
   */
  pgliteSettings?: readonly string[];
  /**
   * PGlite only: run the database on the caller's thread instead of a thread of its own. For
   * in-memory test databases, whose queries are the test's own work: a query through the thread
   * costs 0.15–0.25 ms more, which made the api suite half as slow again
   * (docs/decisions/087-import-memory.md).
   */
  pgliteOnCallerThread?: boolean;
}

export interface Database {
  db: Kysely<DB>;
  driver: Driver;
  /** Closes the pool or the embedded database; safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: an uncompressed tar of the data directory, which `pgliteArchive` starts from. */
  dumpDataDir?(): Promise<Blob>;
  /** How the job queue reaches the same database (see ./job-queue.ts). */
  queueConnection: QueueConnection;
}

export type QueueConnection =
  | { driver: 'postgres'; connectionString: string; options: string | undefined }
  | { driver: 'pglite'; db: QueueDb };

const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_NUMERIC = 1700;

// Counts arrive as int8; dates of birth are calendar dates, not instants. Both drivers agree on this
// (the embedded one in ./pglite-thread/open.ts).
pg.types.setTypeParser(OID_INT8, (value) => Number(value));
pg.types.setTypeParser(OID_NUMERIC, (value) => Number(value));
pg.types.setTypeParser(OID_DATE, (value) => value);

/** Every handle's plugins: columns are snake_case in SQL and camelCase in code. */
export const plugins = [new CamelCasePlugin()];

/** Handles of the embedded database: one session, shared by every query of the process. */
const singleSession = new WeakSet<Kysely<DB>>();

/** Marks a handle whose queries reach the embedded database's one session (./session-relay). */
export function markSingleSession(db: Kysely<DB>): void {
  singleSession.add(db);
}

/** Throws when the database does not answer a trivial statement (the health check's probe). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * True for the embedded PGlite database: it has one session, so an open transaction makes every other
 * query wait for it (its statements run in a thread of their own, decision 081). Long writes there go in short
 * transactions (decision 032).
 */
export function isSingleSession(db: Kysely<DB>): boolean {
  return singleSession.has(db);
}

/** How to open another connection to the PostgreSQL database a handle uses. */
export interface PostgresConnection {
  connectionString: string;
  options?: string;
}

const postgresConnections = new WeakMap<Kysely<DB>, PostgresConnection>();

/**
 * The connection settings behind a PostgreSQL handle (undefined for the embedded database), so work
 * that runs in a worker thread can open a connection of its own to the same database and schema.
 */
export function postgresConnectionOf(db: Kysely<DB>): PostgresConnection | undefined {
  return postgresConnections.get(db);
}

/**
 * The descriptors embedded PostgreSQL may hold open at once. PostgreSQL needs 48 free for itself
 * plus a reserve of 10, so 64 is close to its floor; a cold relation file costs one open() again.
 */
export const PGLITE_MAX_FILES_PER_PROCESS = 64;

/**
 * Embedded PostgreSQL lives in one WebAssembly memory that grows and never shrinks, so its buffers
 * are the server's memory: PostgreSQL's defaults (128 MB of shared buffers, 64 MB per index build)
 * are bounded to what the embedded tier's data needs (docs/decisions/096-young-generation-grows-on-renders.md).
 */
export const PGLITE_MEMORY_SETTINGS: readonly string[] = [
  'shared_buffers=16MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=4MB',
];

/** One factory for both drivers (docs/product.md §4). */
export function createDb(config: DbConfig = {}): Database {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolMax ?? 10,
      options: config.pgOptions,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped server connection must not crash the process; the next query reconnects. The pool only
    // listens on idle clients: a checked-out client whose socket dies emits 'error' with no listener,
    // which is an uncaught exception (its query already fails with the same error).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    postgresConnections.set(db, {
      connectionString: config.databaseUrl,
      ...(config.pgOptions ? { options: config.pgOptions } : {}),
    });
    return {
      db,
      driver: 'postgres',
      close: once(() => db.destroy()),
      queueConnection: {
        driver: 'postgres',
        connectionString: config.databaseUrl,
        options: config.pgOptions,
      },
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const options: ThreadOptions = {
    dataDir: config.dataDir,
    archive: config.pgliteArchive,
    // Embedded PostgreSQL keeps every relation file it touched open (one descriptor each, 160+ for the
    // catalogue) unless told otherwise; its own file cache then closes the least recently used ones,
    // so the whole server fits under `ulimit -n 256` with room for sockets and uploads.
    settings: [
      `max_files_per_process=${PGLITE_MAX_FILES_PER_PROCESS}`,
      ...PGLITE_MEMORY_SETTINGS,
      ...(config.pgliteSettings ?? []),
    ],
  };
  // A server's PGlite runs in a thread of its own, so its statements never hold the event loop
  // (docs/decisions/087-import-memory.md).
  const pglite = config.pgliteOnCallerThread ? openPglite(options) : new PGliteThread(options);
  // The dialect calls only query() and close(), which the thread answers as PGlite itself would.
  const dialect = new PGliteDialect(pglite as PGlite);
  const db = new Kysely<DB>({ dialect, plugins });
  markSingleSession(db);
  return {
    db,
    driver: 'pglite',
    close: once(() => db.destroy()),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    queueConnection: { driver: 'pglite', db: pgliteQueueDb(db, pglite) },
  };
}

/**
 * The job queue's statements on PGlite. They take kysely's one connection first, as every query of
 * ours does: PGlite has a single session, so a statement sent around kysely would land inside whatever
 * transaction kysely has open. Statements without parameters may be several (the queue's schema
 * migrations, its locked blocks) and go through exec(); a failed one must not leave the session in an
 * aborted transaction, so it is rolled back before the error is passed on.
 */
function pgliteQueueDb(db: Kysely<DB>, pglite: PGlite | PGliteThread): QueueDb {
  // One connection, so one session: its notifications reach the listeners of the instance itself.
  const onConnection = <T>(work: () => Promise<T>) => db.connection().execute(work);
  return {
    async listen(channel, onNotification, onReconnect) {
      const unlisten = await onConnection(() => pglite.listen(channel, onNotification));
      onReconnect();
      return { close: () => onConnection(() => unlisten()) };
    },
    executeSql: (text, values) =>
      onConnection(async () => {
        if (values?.length) return pglite.query(text, values);
        try {
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows ?? []) };
        } catch (error) {
          await pglite.exec('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
