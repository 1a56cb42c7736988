import { join } from 'node:path';
import type { Storage, StorageDriver } from '@uniguide/api';
import type { Database } from '@uniguide/db';
import type { Env } from '../env';
import { createDiskStorage } from './disk';
import { createPostgresStorage } from './postgres';
import { createS3Storage } from './s3';

export { createDiskStorage, createPostgresStorage, createS3Storage };

/**
 * The Storage a driver name stands for (docs/decisions/006-document-storage.md): files under
 * DATA_DIR/uploads, the database, or an S3-compatible bucket (S3_* settings).
 */
export function createStorageFor(
  driver: StorageDriver,
  env: Pick<Env, 'dataDir' | 's3'>,
  database: Pick<Database, 'db'>,
): Storage {
  if (driver === 'postgres') return createPostgresStorage(database.db);
  if (driver === 's3') {
    if (!env.s3) throw new Error('The s3 storage driver needs S3_BUCKET (and the other S3_* settings)');
    return createS3Storage(env.s3);
  }
  return createDiskStorage(join(env.dataDir, 'uploads'));
}

/** The Storage STORAGE_DRIVER names. */
export function createStorage(
  env: Pick<Env, 'storageDriver' | 'dataDir'> & Partial<Pick<Env, 's3'>>,
  database: Pick<Database, 'db'>,
): Storage {
  return createStorageFor(env.storageDriver, { dataDir: env.dataDir, s3: env.s3 }, database);
}
