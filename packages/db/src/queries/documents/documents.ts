import { sql } from 'kysely';
import type { ApplicationStatus, DocumentMeta, UniversityDocumentType } from '@uniguide/domain';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import type { Executor } from '../../executor';
import type { DocumentCategory, DocumentRow } from '../../schema';

/**
 * `storage_driver` of a row whose bytes are still arriving. The postgres storage driver writes the
 * bytes into the row itself, so the row exists before the upload ends; reads skip such rows until
 * the upload completes and the real driver name replaces this marker.
 */
export const PENDING_STORAGE_DRIVER = 'pending';

export const metaColumns = [
  'id',
  'applicationId',
  'studentId',
  'expiresOn',
  'documentType',
  'filename',
  'originalFilename',
  'fileSize',
  'mimeType',
  'uploadedAt',
  'reviewStatus',
  'reviewReason',
] as const;

type MetaRow = Pick<DocumentRow, (typeof metaColumns)[number]>;

export function toDocumentMeta(row: MetaRow): DocumentMeta {
  return {
    id: row.id,
    applicationId: row.applicationId,
    studentId: row.studentId,
    expiresOn: row.expiresOn,
    documentType: row.documentType,
    filename: row.filename,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewStatus: row.reviewStatus,
    reviewReason: row.reviewReason,
  };
}

/**
 * A document row as an upload starts it: the application it is uploaded with (null for an upload to
 * the student's file alone), the owning agent (the student's), the storage key as `filename`.
 */
export type NewPendingDocument = Pick<
  DocumentRow,
  | 'applicationId'
  | 'studentId'
  | 'userId'
  | 'documentType'
  | 'filename'
  | 'originalFilename'
  | 'mimeType'
  | 'expiresOn'
> & {
  /** A file from the university or a message attachment (default: the student's own document). */
  category?: DocumentCategory;
  universityDocumentType?: UniversityDocumentType | null;
  uploadedBy?: number | null;
};

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

/** Uploads to this student's file that never completed (the process died mid-upload) and are older than `before`. */
export async function listStalePendingDocuments(
  db: Executor,
  studentId: number,
  before: Date,
): Promise<Array<{ id: number; filename: string }>> {
  return db
    .selectFrom('documents')
    .select(['id', 'filename'])
    .where('studentId', '=', studentId)
    .where('storageDriver', '=', PENDING_STORAGE_DRIVER)
    .where('uploadedAt', '<', before)
    .execute();
}

/** Every upload still pending (its bytes never confirmed) that started before `before`, any student. */
export async function listPendingDocuments(
  db: Executor,
  before: Date,
): Promise<Array<{ id: number; filename: string }>> {
  return db
    .selectFrom('documents')
    .select(['id', 'filename'])
    .where('storageDriver', '=', PENDING_STORAGE_DRIVER)
    .where('uploadedAt', '<', before)
    .orderBy('id')
    .execute();
}

/** Completed documents attached to an application, in the order they were attached. */
export async function listApplicationDocuments(
  db: Executor,
  applicationId: number,
): Promise<DocumentMeta[]> {
  const rows = await db
    .selectFrom('applicationDocuments as ad')
    .innerJoin('documents as d', 'd.id', 'ad.documentId')
    .select(metaColumns.map((column) => `d.${column}` as const))
    .where('ad.applicationId', '=', applicationId)
    .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .orderBy('ad.attachedAt', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
  return rows.map(toDocumentMeta);
}

/** Completed documents on a student's file, oldest first, with the applications holding each. */
export async function listStudentDocuments(
  db: Executor,
  studentId: number,
): Promise<Array<DocumentMeta & { applicationIds: number[] }>> {
  const rows = await db
    .selectFrom('documents as d')
    .select(metaColumns.map((column) => `d.${column}` as const))
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('applicationDocuments as ad')
            .select(
              sql<
                number[]
              >`array_agg(${sql.ref('ad.applicationId')} order by ${sql.ref('ad.applicationId')})`.as(
                'ids',
              ),
            )
            .whereRef('ad.documentId', '=', 'd.id'),
          sql<number[]>`'{}'::integer[]`,
        )
        .as('applicationIds'),
    )
    .where('d.studentId', '=', studentId)
    .where('d.category', '=', 'student')
    .where('d.storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .orderBy('d.uploadedAt', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
  return rows.map((row) => ({ ...toDocumentMeta(row), applicationIds: row.applicationIds }));
}

export interface DocumentAccess {
  document: DocumentMeta;
  storageDriver: string;
  /** The student's own document, a file from the university, or a message attachment. */
  category: DocumentCategory;
  /** The owning agent (the student's) and their agency, for the access rule. */
  owner: { userId: number; agencyId: number | null };
  /** A message attachment not yet sent: who uploaded it (only they may read it); null otherwise. */
  unsentUploader: number | null;
}

/**
 * A completed document with what authorisation needs to know. `forUpdate` locks the row, so an
 * attach (whose link row references it) waits for a delete to finish and then finds nothing.
 */
export async function findDocumentAccess(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentAccess | undefined> {
  let query = db
    .selectFrom('documents')
    .select([...metaColumns, 'storageDriver', 'userId', 'category', 'messageId', 'uploadedBy'])
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.agencyId')
        .whereRef('users.id', '=', 'documents.userId')
        .as('ownerAgencyId'),
    )
    .where('id', '=', id)
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    document: toDocumentMeta(row),
    storageDriver: row.storageDriver,
    category: row.category,
    owner: { userId: row.userId, agencyId: row.ownerAgencyId ?? null },
    unsentUploader:
      row.category === 'message' && row.messageId === null ? (row.uploadedBy ?? 0) : null,
  };
}

/** The applications holding a document, locked so their status cannot change under the caller. */
export async function lockApplicationsHoldingDocument(
  db: Executor,
  documentId: number,
): Promise<Array<{ id: number; status: ApplicationStatus }>> {
  return db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('applicationDocuments')
        .select('applicationId')
        .where('documentId', '=', documentId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Links documents to an application; links that exist already are kept as they are. */
export async function linkDocuments(
  db: Executor,
  applicationId: number,
  documentIds: number[],
): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .insertInto('applicationDocuments')
    .values(documentIds.map((documentId) => ({ applicationId, documentId })))
    .onConflict((conflict) => conflict.columns(['applicationId', 'documentId']).doNothing())
    .returning('documentId')
    .execute();
  return rows.map((row) => row.documentId);
}

/** Removes one document from one application; answers whether a link was there. */
export async function unlinkDocument(
  db: Executor,
  applicationId: number,
  documentId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('applicationDocuments')
    .where('applicationId', '=', applicationId)
    .where('documentId', '=', documentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Completed documents among `ids` on the given student's file, locked (FOR SHARE) so a concurrent
 * delete cannot remove them between this check and the link.
 */
export async function lockStudentDocuments(
  db: Executor,
  ids: number[],
  options: { owner?: OwnerScope },
): Promise<Array<{ id: number; studentId: number }>> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('documents')
    .select(['id', 'studentId'])
    .where('id', 'in', ids)
    .where('category', '=', 'student')
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER);
  if (options.owner !== undefined) query = query.where(ownedBy('user_id', options.owner));
  return query.orderBy('id').forShare().execute();
}

/** Sets or clears the expiry date; a new date re-arms the expiry notification. */
export async function setDocumentExpiry(
  db: Executor,
  id: number,
  expiresOn: string | null,
): Promise<DocumentMeta> {
  const row = await db
    .updateTable('documents')
    .set({ expiresOn, expiryNotifiedAt: null, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(metaColumns)
    .executeTakeFirstOrThrow();
  return toDocumentMeta(row);
}

/**
 * Moves documents an application alone holds from one student's file to another's (the
 * application's e-mail was corrected, so it now belongs to another student).
 */
export async function moveApplicationOnlyDocuments(
  db: Executor,
  applicationId: number,
  from: number,
  to: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('documents as d')
    .set({ studentId: to, updatedAt: new Date() })
    .where('d.studentId', '=', from)
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('applicationDocuments as ad')
        .select('ad.documentId')
        .where('ad.applicationId', '=', applicationId),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applicationDocuments as other')
            .select('other.documentId')
            .whereRef('other.documentId', '=', 'd.id')
            .where('other.applicationId', '!=', applicationId),
        ),
      ),
    )
    .returning('d.id')
    .execute();
  return rows.map((row) => row.id);
}
