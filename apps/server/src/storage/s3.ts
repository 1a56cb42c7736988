import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ByteLimit, assertStorageKey, type Storage } from '@uniguide/api';
import { AppError } from '@uniguide/domain';
import type { S3Settings } from '../env';

/** Parts of a multipart upload: S3's minimum, so a 10 MB document holds at most two in memory. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // lib-storage sends each part from a buffer, so every call may be retried: a kept-alive socket
    // the server has just closed (ECONNRESET) costs one retry, not a failed upload.
    maxAttempts: 3,
  });
}

function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/** The store did not answer or refused us: the request cannot be served now, whatever it sent. */
function unavailable(error: unknown): AppError {
  const cause =
    error instanceof S3ServiceException ? error.name : error instanceof Error ? error.message : '';
  const failure = new AppError('SERVICE_UNAVAILABLE', 'Document storage is unavailable', [
    { path: 'storage', message: cause || 'No answer from the S3 store' },
  ]);
  (failure as Error & { cause?: unknown }).cause = error;
  return failure;
}

/**
 * Documents as objects in an S3-compatible bucket (AWS S3, MinIO, …), for several server processes
 * without a shared disk and files larger than a database row should hold. Uploads stream through a
 * multipart upload (nothing is kept whole in memory); over the size limit, or when the store fails
 * half-way, the upload is aborted so no object and no stray parts are left. Downloads ask for the
 * requested byte range only (docs/decisions/021-s3-storage.md).
 */
export function createS3Storage(
  settings: S3Settings,
  client = createS3Client(settings),
): Storage & {
  /** Checks the bucket answers to these credentials (start-up and `storage:migrate`). */
  check(): Promise<void>;
  close(): void;
} {
  const bucket = settings.bucket;
  return {
    driver: 's3',

    async put(key, stream, { maxBytes }) {
      assertStorageKey(key);
      const limit = new ByteLimit(maxBytes);
      const body = new PassThrough();
      let limitError: unknown;
      stream.once('error', (error) => body.destroy(error));
      limit.once('error', (error) => {
        limitError = error;
        body.destroy(error);
      });
      stream.pipe(limit).pipe(body);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        stream.unpipe(limit);
        stream.destroy();
        // A refusal mid-way may have created the object from one part; make sure nothing is left.
        await client
          .send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
          .catch(() => undefined);
        if (limitError) throw limitError;
        if (error instanceof AppError) throw error;
        throw unavailable(error);
      }
      return { size: limit.bytes };
    },

    async get(key, options) {
      assertStorageKey(key);
      const range = options?.range;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissingObject(error)) throw new AppError('NOT_FOUND', 'File not found');
        throw unavailable(error);
      }
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw unavailable(error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    close() {
      client.destroy();
    },
  };
}
