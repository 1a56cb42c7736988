import type { Executor } from '../../executor';
import { moveStoredFileDriver, storedFileIn } from '../../stored-file-driver';
import { PENDING_STORAGE_DRIVER } from './documents';

/** The postgres storage driver's write: the bytes go into the row that `key` names. */
/**
 * The postgres storage driver's bytes: in the `documents` row whose `filename` is the key, or the
 * marketing material's whose `storage_key` is (migration 0027).
 */
export async function writeDocumentData(db: Executor, key: string, data: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ fileData: data })
    .where('filename', '=', key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const material = await db
    .updateTable('marketingMaterials')
    .set({ fileData: data })
    .where('storageKey', '=', key)
    .executeTakeFirst();
  return Number(material.numUpdatedRows) > 0;
}

export async function readDocumentData(db: Executor, key: string): Promise<Buffer | undefined> {
  const row =
    (await db
      .selectFrom('documents')
      .select('fileData')
      .where('filename', '=', key)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('marketingMaterials')
      .select('fileData')
      .where('storageKey', '=', key)
      .executeTakeFirst());
  if (!row?.fileData) return undefined;
  const data: Uint8Array = row.fileData;
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export async function clearDocumentData(db: Executor, key: string): Promise<void> {
  await db.updateTable('documents').set({ fileData: null }).where('filename', '=', key).execute();
  await db
    .updateTable('marketingMaterials')
    .set({ fileData: null })
    .where('storageKey', '=', key)
    .execute();
}

export interface StoredDocumentRef {
  id: number;
  filename: string;
  fileSize: number;
  storageDriver: string;
}

/**
 * Completed documents whose bytes live elsewhere than `driver`, by id after `afterId`: the work list
 * of `storage:migrate`, which pages through it and can stop and start again anywhere.
 */
export async function listDocumentsNotIn(
  db: Executor,
  driver: string,
  afterId: number,
  limit: number,
): Promise<StoredDocumentRef[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'filename', 'fileSize', 'storageDriver'])
    .where('storageDriver', '!=', driver)
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether document `id` is held by `driver` (a move checks it before removing the old copy). */
export function documentIsIn(db: Executor, id: number, driver: string): Promise<boolean> {
  return storedFileIn(db, 'documents', id, driver);
}

/** Completed documents held by each driver. */
export async function countDocumentsByDriver(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('documents')
    .select(['storageDriver', (eb) => eb.fn.countAll<string>().as('count')])
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .groupBy('storageDriver')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.storageDriver, Number(row.count)]));
}

/** Points a document at its new driver, only if it still names `from`; false when it did not. */
export function moveDocumentDriver(
  db: Executor,
  id: number,
  from: string,
  to: string,
): Promise<boolean> {
  return moveStoredFileDriver(db, 'documents', id, from, to);
}
