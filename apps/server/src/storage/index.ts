import { join } from 'node:path';
import type { Storage } from '@uniguide/api';
import type { Database } from '@uniguide/db';
import type { Env } from '../env';
import { createDiskStorage } from './disk';
import { createPostgresStorage } from './postgres';

export { createDiskStorage, createPostgresStorage };

/** The Storage STORAGE_DRIVER names (docs/product.md §7): files under DATA_DIR/uploads, or the database. */
export function createStorage(
  env: Pick<Env, 'storageDriver' | 'dataDir'>,
  database: Pick<Database, 'db'>,
): Storage {
  return env.storageDriver === 'postgres'
    ? createPostgresStorage(database.db)
    : createDiskStorage(join(env.dataDir, 'uploads'));
}
