import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { Env } from '../env';
import type { UploadStore } from '../plugins/uploads';

/** S3's smallest part; a 10 MB upload is at most two parts and an incomplete tail. */
const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * The S3 store, whose `remove` also clears a completed upload: the library aborts the multipart
 * upload first, which S3 refuses for one already completed, and then left its object behind.
 */
class ResumableS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch {
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: {
          Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }],
        },
      });
      this.clearCache(id);
    }
  }
}

/** The disk store, which says where an upload's file lies (for a copy by the kernel). */
class ResumableFileStore extends FileStore {
  pathOf(id: string): string {
    // FileStore keeps each upload as the file named by its id in `directory`.
    return join(this.directory, id);
  }
}

/**
 * The tus extensions offered. Not creation-defer-length: an upload states its length when it starts,
 * so the size limit and the per-user caps are checked before any byte arrives.
 */
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];

/** Where partial uploads live under DATA_DIR (disk and postgres storage). */
export const RESUMABLE_FOLDER = 'resumable';

/**
 * The store of resumable uploads' bytes until they finish (docs/decisions/038-resumable-uploads.md):
 * on the bucket with STORAGE_DRIVER=s3, so any process can take an upload up again; else on the
 * disk under DATA_DIR. Either keeps what a PATCH received even when its connection drops.
 */
export function createUploadStore(
  env: Pick<Env, 'storageDriver' | 'dataDir' | 's3' | 'uploadExpiryHours'>,
): UploadStore {
  const expirationPeriodInMilliseconds = env.uploadExpiryHours * 60 * 60 * 1000;
  const store = createStore(env, expirationPeriodInMilliseconds);
  store.extensions = TUS_EXTENSIONS;
  return store;
}

function createStore(
  env: Pick<Env, 'storageDriver' | 'dataDir' | 's3'>,
  expirationPeriodInMilliseconds: number,
): UploadStore {
  if (env.storageDriver === 's3' && env.s3) {
    return new ResumableS3Store({
      partSize: S3_PART_BYTES,
      // Tags are not offered by every S3-compatible store; expiry is our sweep's, not the bucket's.
      useTags: false,
      expirationPeriodInMilliseconds,
      s3ClientConfig: {
        bucket: env.s3.bucket,
        region: env.s3.region,
        endpoint: env.s3.endpoint,
        credentials: env.s3.credentials,
        forcePathStyle: env.s3.forcePathStyle,
        // Parts go up as streams; with the SDK's default checksums a stream is sent aws-chunked
        // with a trailer, which not every S3-compatible store understands.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      },
    });
  }
  return new ResumableFileStore({
    directory: join(env.dataDir, RESUMABLE_FOLDER),
    expirationPeriodInMilliseconds,
  });
}
