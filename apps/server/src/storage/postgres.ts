import { Readable } from 'node:stream';
import { assertStorageKey, readLimited, type Storage } from '@uniguide/api';
import { queries, type DB, type Kysely } from '@uniguide/db';
import { AppError } from '@uniguide/domain';

/**
 * Documents as bytes in `documents.file_data` (the data model's fileData, docs/product.md §4), for several server processes
 * without a shared disk. A bytea value is written in one statement, so the upload is buffered here —
 * bounded by `maxBytes` (10 MB per upload), which is why this driver suits that limit and not
 * arbitrarily large files. The metadata row named by the key must exist first (the upload service
 * inserts it as pending); deleting that row deletes the bytes with it.
 */
export function createPostgresStorage(db: Kysely<DB>): Storage {
  return {
    driver: 'postgres',

    async put(key: string, stream: Readable, { maxBytes }) {
      assertStorageKey(key);
      const data = await readLimited(stream, maxBytes);
      if (!(await queries.documents.writeDocumentData(db, key, data))) {
        throw new Error(`No document row holds storage key ${key}`);
      }
      return { size: data.length };
    },

    async get(key: string, options) {
      assertStorageKey(key);
      const data = await queries.documents.readDocumentData(db, key);
      if (!data) throw new AppError('NOT_FOUND', 'File not found');
      const range = options?.range;
      return Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
    },

    async delete(key: string) {
      assertStorageKey(key);
      await queries.documents.clearDocumentData(db, key);
    },
  };
}
