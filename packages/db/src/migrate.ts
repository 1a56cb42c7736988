import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
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

/** Applies every pending migration; throws with the failing migration's name. */
// Kysely's Migrator works on any schema type; callers pass Kysely<DB>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const { error, results }: MigrationResultSet = await migrator(db, options).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Names of migrations not yet applied; production refuses to start while any remain. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const all = await migrator(db, options).getMigrations();
  return all.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
