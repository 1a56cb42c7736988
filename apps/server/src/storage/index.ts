import { join } from 'node:path';
import type { Storage, StorageDriver } from '@uniguide/api';
import type { Database } from '@uniguide/db';
import type { Env } from '../env';
import { createDiskStorage } from './disk';
import { createPostgresStorage } from './postgres';
import { createS3Storage } from './s3';

export { createDiskStorage, createPostgresStorage, createS3Storage };

type StorageEnv = Pick<Env, 'dataDir'> & Partial<Pick<Env, 's3'>>;

/**
 * The Storage a driver name stands for (docs/product.md §7, docs/decisions/021-s3-storage.md): files under
 * DATA_DIR/uploads, the database, or an S3-compatible bucket (S3_* settings); undefined for s3
 * without S3_BUCKET.
 */
export function storageDriverFor(
  driver: StorageDriver,
  env: StorageEnv,
  database: Pick<Database, 'db'>,
): Storage | undefined {
  if (driver === 'postgres') return createPostgresStorage(database.db);
  if (driver === 's3') return env.s3 ? createS3Storage(env.s3) : undefined;
  return createDiskStorage(join(env.dataDir, 'uploads'));
}

/**
 * The Storage STORAGE_DRIVER names. It also reaches the other drivers (built on first use), so
 * documents whose rows still name another driver stay readable while `storage:migrate` runs.
 */
export function createStorage(
  env: Pick<Env, 'storageDriver'> & StorageEnv,
  database: Pick<Database, 'db'>,
): Storage {
  const primary = storageDriverFor(env.storageDriver, env, database);
  if (!primary) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET and the other S3_* settings');
  const others = new Map<StorageDriver, Storage | undefined>();
  return Object.assign(primary, {
    other(driver: StorageDriver) {
      if (driver === primary.driver) return primary;
      if (!others.has(driver)) others.set(driver, storageDriverFor(driver, env, database));
      return others.get(driver);
    },
  });
}
