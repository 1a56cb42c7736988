import { join } from 'node:path';
import { createDb, migrateToLatest, pendingMigrations, type Database } from '@uniguide/db';
import type { Env } from '../env';

/** A start-up problem the operator must fix; its message says how. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDir(env: Pick<Env, 'dataDir'>): string {
  return join(env.dataDir, 'pglite');
}

export function connect(
  env: Pick<Env, 'databaseUrl' | 'dataDir'> & Partial<Pick<Env, 'pgliteSettings'>>,
): Database {
  return env.databaseUrl
    ? createDb({ databaseUrl: env.databaseUrl })
    : createDb({ dataDir: pgliteDir(env), pgliteSettings: env.pgliteSettings });
}

/**
 * Opens the database and brings the schema up to date (docs/product.md §4): embedded and non-production
 * databases migrate on start; production PostgreSQL refuses to start while a migration is pending,
 * because several instances migrating at once is the operator's call, not the server's.
 */
export async function openDatabase(
  env: Pick<Env, 'databaseUrl' | 'dataDir' | 'nodeEnv'> & Partial<Pick<Env, 'pgliteSettings'>>,
): Promise<{ database: Database; applied: string[] }> {
  const database = connect(env);
  try {
    if (database.driver === 'postgres' && env.nodeEnv === 'production') {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) {
        throw new StartupError(
          `The database has ${pending.length} pending migration(s): ${pending.join(', ')}.\n` +
            'Run `pnpm db:migrate` (in a container: `node apps/server/dist/cli.js db:migrate`), then start again.',
        );
      }
      return { database, applied: [] };
    }
    return { database, applied: await migrateToLatest(database.db) };
  } catch (error) {
    await database.close();
    throw error;
  }
}
