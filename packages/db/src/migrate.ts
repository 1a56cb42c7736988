import { setTimeout } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from '../migrations';

export interface MigrateOptions {
  /**
   * Schema holding kysely's bookkeeping tables. Needed when several schemas share one database (isolated
   * test schemas): kysely otherwise finds another schema's migration table and skips ours.
   */
  schema?: string;
}

function migrator(db: Kysely<unknown>, { schema }: MigrateOptions = {}): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** The applied migrations' names; throws with the failing migration's name. */
function appliedOrThrow({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * SQLSTATEs of a schema, relation or column that vanished while being read: kysely's migrator looks
 * for its own tables by reading the columns of every schema in the database, and a session that drops
 * a schema at that moment (test schemas sharing one database) makes the read fail with
 * `schema "…" does not exist` (3F000) or a missing table or column.
 */
const VANISHED_WHILE_READ = new Set(['3F000', '42703', '42P01']);
const BOOKKEEPING_ATTEMPTS = 3;

/**
 * Runs a migrator call again when its bookkeeping read met a relation another session was dropping.
 * Nothing was migrated then: the failure came before any migration (no result is an error).
 */
export async function retryingVanished(
  run: () => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await run();
    const code = (outcome.error as { code?: unknown } | undefined)?.code;
    const beforeAnyMigration = !outcome.results?.some((result) => result.status === 'Error');
    const vanished =
      typeof code === 'string' && VANISHED_WHILE_READ.has(code) && beforeAnyMigration;
    if (!vanished || attempt === BOOKKEEPING_ATTEMPTS) return outcome;
    await setTimeout(50 * attempt);
  }
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(
  // Kysely's Migrator works on any schema type; callers pass Kysely<DB>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<string[]> {
  return appliedOrThrow(await retryingVanished(() => migrator(db, options).migrateToLatest()));
}

/** Applies pending migrations up to and including `name` (tests of a migration's data handling). */
export async function migrateTo(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  name: string,
  options: MigrateOptions = {},
): Promise<string[]> {
  return appliedOrThrow(await retryingVanished(() => migrator(db, options).migrateTo(name)));
}

/** Names of migrations not yet applied; production refuses to start while any remain. */
export async function pendingMigrations(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const all = await migrator(db, options).getMigrations();
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
