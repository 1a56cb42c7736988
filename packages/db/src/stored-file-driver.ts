import type { Executor } from './executor';

/** The tables whose rows name the storage driver holding their file (`storage:migrate` moves both). */
type StoredFileTable = 'documents' | 'marketingMaterials';

/** Points a row at its new driver, only if it still names `from`; false when it did not. */
export async function moveStoredFileDriver(
  db: Executor,
  table: StoredFileTable,
  id: number,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ storageDriver: to })
    .where('id', '=', id)
    .where('storageDriver', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the row still exists and names `driver`. */
export async function storedFileIn(
  db: Executor,
  table: StoredFileTable,
  id: number,
  driver: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('storageDriver', '=', driver)
    .executeTakeFirst();
  return Boolean(row);
}
