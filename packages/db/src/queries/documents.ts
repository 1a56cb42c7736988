import type { ApplicationStatus, DocumentMeta, DocumentType } from '@uniguide/domain';
import type { Executor } from '../executor';
import type { DocumentRow } from '../schema';

/**
 * `storage_driver` of a row whose bytes are still arriving. The postgres storage driver writes the
 * bytes into the row itself, so the row exists before the upload ends; reads skip such rows until
 * the upload completes and the real driver name replaces this marker.
 */
export const PENDING_STORAGE_DRIVER = 'pending';

const metaColumns = [
  'id',
  'applicationId',
  'documentType',
  'filename',
  'originalFilename',
  'fileSize',
  'mimeType',
  'uploadedAt',
] as const;

type MetaRow = Pick<DocumentRow, (typeof metaColumns)[number]>;

export function toDocumentMeta(row: MetaRow): DocumentMeta {
  return {
    id: row.id,
    applicationId: row.applicationId,
    documentType: row.documentType,
    filename: row.filename,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export interface NewPendingDocument {
  applicationId: number;
  userId: number;
  documentType: DocumentType;
  /** The storage key; never the user's file name. */
  filename: string;
  originalFilename: string;
  mimeType: string;
}

export async function insertPendingDocument(
  db: Executor,
  values: NewPendingDocument,
): Promise<number> {
  const row = await db
    .insertInto('documents')
    .values({ ...values, fileSize: 0, storageDriver: PENDING_STORAGE_DRIVER })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks an upload complete: its real size and the driver that holds the bytes. */
export async function completeDocument(
  db: Executor,
  id: number,
  values: { fileSize: number; storageDriver: string },
): Promise<DocumentMeta> {
  const row = await db
    .updateTable('documents')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(metaColumns)
    .executeTakeFirstOrThrow();
  return toDocumentMeta(row);
}

export async function deleteDocumentRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}

/** Uploads of this application that never completed (the process died mid-upload) and are older than `before`. */
export async function listStalePendingDocuments(
  db: Executor,
  applicationId: number,
  before: Date,
): Promise<Array<{ id: number; filename: string }>> {
  return db
    .selectFrom('documents')
    .select(['id', 'filename'])
    .where('applicationId', '=', applicationId)
    .where('storageDriver', '=', PENDING_STORAGE_DRIVER)
    .where('uploadedAt', '<', before)
    .execute();
}

/** Completed documents of an application, oldest first. */
export async function listApplicationDocuments(
  db: Executor,
  applicationId: number,
): Promise<DocumentMeta[]> {
  const rows = await db
    .selectFrom('documents')
    .select(metaColumns)
    .where('applicationId', '=', applicationId)
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .orderBy('uploadedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toDocumentMeta);
}

export interface DocumentAccess {
  document: DocumentMeta;
  storageDriver: string;
  /** The owning agent of the document's application. */
  ownerId: number;
  applicationStatus: ApplicationStatus;
}

/** A completed document with what authorisation needs to know about its application. */
export async function findDocumentAccess(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentAccess | undefined> {
  let query = db
    .selectFrom('documents as d')
    .innerJoin('applications as a', 'a.id', 'd.applicationId')
    .select([
      'd.id',
      'd.applicationId',
      'd.documentType',
      'd.filename',
      'd.originalFilename',
      'd.fileSize',
      'd.mimeType',
      'd.uploadedAt',
      'd.storageDriver',
      'a.userId as ownerId',
      'a.status as applicationStatus',
    ])
    .where('d.id', '=', id)
    .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER);
  // Locks the application too, so a status change cannot finish it between the check and the delete.
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    document: toDocumentMeta(row),
    storageDriver: row.storageDriver,
    ownerId: row.ownerId,
    applicationStatus: row.applicationStatus,
  };
}

/** The postgres storage driver's write: the bytes go into the row that `key` names. */
export async function writeDocumentData(db: Executor, key: string, data: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ fileData: data })
    .where('filename', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readDocumentData(db: Executor, key: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('fileData')
    .where('filename', '=', key)
    .executeTakeFirst();
  if (!row?.fileData) return undefined;
  const data: Uint8Array = row.fileData;
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export async function clearDocumentData(db: Executor, key: string): Promise<void> {
  await db.updateTable('documents').set({ fileData: null }).where('filename', '=', key).execute();
}
