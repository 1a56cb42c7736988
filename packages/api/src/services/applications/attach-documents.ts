import { queries } from '@uniguide/db';
import {
  AppError,
  DOCUMENT_OTHER_STUDENT_MESSAGE,
  canAgentAddDocuments,
  type AttachDocumentsInput,
  type DocumentMeta,
} from '@uniguide/domain';
import { writeAudit } from '../audit/audit';
import { resolveMatchingRequests } from '../conversation/requests';
import { DOCUMENT_NOT_FOUND, FINISHED_ADD_MESSAGE } from '../documents/documents';
import { applicationNotFound, ownerScope, type SignedInContext } from '../../access';

/**
 * Attaches documents already on the student's file to the application (link rows, no new bytes),
 * while it still accepts documents. Idempotent: documents attached already stay as they are.
 * Answers the application's documents.
 */
export async function attachDocuments(
  ctx: SignedInContext,
  input: AttachDocumentsInput,
): Promise<DocumentMeta[]> {
  const ids = [...new Set(input.documentIds)];
  await ctx.db.transaction().execute(async (tx) => {
    const owner = ownerScope(ctx.user);
    // The application before its documents: the order a delete from the student's file takes.
    const application = await queries.applications.findApplicationRow(tx, input.applicationId, {
      owner,
      forUpdate: true,
    });
    if (!application) throw applicationNotFound();
    if (!canAgentAddDocuments(application.status))
      throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
    const documents = await queries.documents.lockStudentDocuments(tx, ids, { owner });
    if (documents.length !== ids.length) {
      throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND, [
        { path: 'documentIds', message: DOCUMENT_NOT_FOUND },
      ]);
    }
    if (documents.some((document) => document.studentId !== application.studentId)) {
      throw new AppError('BAD_REQUEST', DOCUMENT_OTHER_STUDENT_MESSAGE, [
        { path: 'documentIds', message: DOCUMENT_OTHER_STUDENT_MESSAGE },
      ]);
    }
    const attached = await queries.documents.linkDocuments(tx, application.id, ids);
    if (attached.length > 0) {
      await writeAudit(tx, ctx, {
        action: 'documents_attached',
        resourceType: 'application',
        resourceId: application.id,
        newData: { documentIds: attached },
      });
      // Documents arriving on the application answer its open requests for their type.
      const onApplication = await queries.documents.listApplicationDocuments(tx, application.id);
      for (const document of onApplication.filter((doc) => attached.includes(doc.id))) {
        await resolveMatchingRequests(tx, ctx, application.id, document);
      }
    }
  });
  return queries.documents.listApplicationDocuments(ctx.db, input.applicationId);
}
