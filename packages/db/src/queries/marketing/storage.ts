import type { Executor } from '../../executor';
import { moveStoredFileDriver, storedFileIn } from '../../stored-file-driver';
import type { StoredDocumentRef } from '../documents';

/**
 * Stored marketing files (a video link has none; a version still being stored has no version yet)
 * whose bytes live elsewhere than `driver`, by id after `afterId`: the second work list of
 * `storage:migrate`. `filename` is the storage key, as for documents.
 */
export async function listMaterialsNotIn(
  db: Executor,
  driver: string,
  afterId: number,
  limit: number,
): Promise<StoredDocumentRef[]> {
  const rows = await db
    .selectFrom('marketingMaterials')
    .select(['id', 'storageKey', 'fileSize', 'storageDriver'])
    .where('storageKey', 'is not', null)
    .where('storageDriver', 'is not', null)
    .where('version', 'is not', null)
    .where('storageDriver', '!=', driver)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    filename: row.storageKey!,
    fileSize: row.fileSize ?? 0,
    storageDriver: row.storageDriver!,
  }));
}

/** Stored marketing files held by each driver. */
export async function countMaterialsByDriver(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('marketingMaterials')
    .select(['storageDriver', (eb) => eb.fn.countAll<string>().as('count')])
    .where('storageDriver', 'is not', null)
    .where('version', 'is not', null)
    .groupBy('storageDriver')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.storageDriver!, Number(row.count)]));
}

/** Points a material at its new driver, only if it still names `from`; false when it did not. */
export function moveMaterialDriver(
  db: Executor,
  id: number,
  from: string,
  to: string,
): Promise<boolean> {
  return moveStoredFileDriver(db, 'marketingMaterials', id, from, to);
}

/** Whether the material's row still exists and names `driver`. */
export function materialIn(db: Executor, id: number, driver: string): Promise<boolean> {
  return storedFileIn(db, 'marketingMaterials', id, driver);
}
