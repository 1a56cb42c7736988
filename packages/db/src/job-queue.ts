import { fromKysely, PgBoss, type ConstructorOptions, type Db } from 'pg-boss';
import type { Database } from './connect';
import type { Executor } from './executor';

export { PgBoss } from 'pg-boss';
export type { Job, JobResult, JobWithMetadata, SendOptions } from 'pg-boss';

export interface JobQueueOptions {
  /** The schema of the queue's tables (default `pgboss`; tests use their own schema). */
  schema?: string;
  /** Whether this process runs the queue's maintenance and cron (every server does; tests may not). */
  maintenance?: boolean;
}

/**
 * A pg-boss instance on the application's own database (docs/decisions/022-job-queue.md): on
 * PostgreSQL through a small pool of its own (with LISTEN/NOTIFY), on PGlite through the same single
 * connection kysely uses. Not started; the caller starts and stops it.
 */
export function createJobQueueBoss(database: Database, options: JobQueueOptions = {}): PgBoss {
  const connection = database.queueConnection;
  const common: ConstructorOptions = {
    schema: options.schema ?? 'pgboss',
    supervise: options.maintenance ?? true,
    schedule: options.maintenance ?? true,
    migrate: true,
    // New jobs on notify queues wake their workers at once (a LISTEN connection on PostgreSQL, the
    // instance itself on PGlite); polling is then only a slow backstop (docs/decisions/022-job-queue.md).
    useListenNotify: true,
    // Flows (jobs waiting on other jobs) are not used; their pass would run two statements every 5 s.
    flowIntervalSeconds: 300,
    // The relay of scheduled occurrences polls every 30 s rather than 5 s, so a run may start up to
    // about a minute late: the schedules are hourly or daily, and on PGlite every poll is work of the
    // server process itself.
    cronWorkerIntervalSeconds: 30,
  };
  if (connection.driver === 'postgres') {
    return new PgBoss({
      ...common,
      connectionString: connection.connectionString,
      options: connection.options,
      max: 3,
      application_name: 'uniguide-jobs',
    });
  }
  return new PgBoss({ ...common, db: connection.db, backend: 'pglite' });
}

/**
 * The queue's statements run inside this kysely transaction, so a job sent through it exists exactly
 * when the transaction commits. Kysely's plugins are left out: the queue reads its rows by their
 * snake_case column names.
 */
export function jobQueueExecutor(executor: Executor): Db {
  return fromKysely(executor.withoutPlugins());
}
