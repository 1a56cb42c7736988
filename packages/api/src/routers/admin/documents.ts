import { ZIdInput, ZRequestDocumentsInput, ZReviewDocumentInput } from '@uniguide/domain';
import { reviewDocument } from '../../services/conversation';
import { cancelDocumentRequest, requestDocuments } from '../../services/conversation';
import { adminProcedure, router } from '../../trpc';

/** The admin's side of an application's documents: checks and requests. */
export const adminDocumentRouter = router({
  /** Verify, or reject with a reason (the agent is notified). */
  review: adminProcedure
    .input(ZReviewDocumentInput)
    .mutation(({ ctx, input }) => reviewDocument(ctx, input)),

  /** Ask for named documents; the application moves to incomplete. */
  request: adminProcedure
    .input(ZRequestDocumentsInput)
    .mutation(({ ctx, input }) => requestDocuments(ctx, input)),

  cancelRequest: adminProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => cancelDocumentRequest(ctx, input.id)),
});
