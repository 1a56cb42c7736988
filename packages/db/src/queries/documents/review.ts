import type { DocumentMeta, DocumentType, ReviewStatus } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { metaColumns, toDocumentMeta } from './documents';

/** Records an admin's check of a document. */
export async function setDocumentReview(
  db: Executor,
  id: number,
  review: { status: ReviewStatus; reason: string | null; reviewedBy: number },
): Promise<DocumentMeta> {
  const row = await db
    .updateTable('documents')
    .set({
      reviewStatus: review.status,
      reviewReason: review.reason,
      reviewedBy: review.reviewedBy,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .returning(metaColumns)
    .executeTakeFirstOrThrow();
  return toDocumentMeta(row);
}

/**
 * Corrects a document's type; the document is awaiting a check again, and an expiry date goes with
 * a type that carries none.
 */
export async function setDocumentTypeRow(
  db: Executor,
  id: number,
  values: { documentType: DocumentType; clearExpiry: boolean },
): Promise<DocumentMeta> {
  const row = await db
    .updateTable('documents')
    .set({
      documentType: values.documentType,
      reviewStatus: 'awaiting',
      reviewReason: null,
      reviewedBy: null,
      reviewedAt: null,
      ...(values.clearExpiry ? { expiresOn: null, expiryNotifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .returning(metaColumns)
    .executeTakeFirstOrThrow();
  return toDocumentMeta(row);
}
