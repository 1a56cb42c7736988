import {
  ZDeleteDocumentInput,
  ZSetDocumentExpiryInput,
  ZListWindow,
  ZApplicationDocumentsInput,
  ZSetDocumentTypeInput,
} from '@uniguide/domain';
import { setDocumentType } from '../../services/conversation';
import { listExpiringDocuments, setDocumentExpiry } from '../../services/documents';
import { deleteDocument, listDocuments } from '../../services/documents';
import { signedInProcedure, router } from '../../trpc';

/** Uploads and downloads are HTTP routes (multipart and byte streams); these are the JSON calls. */
export const documentRouter = router({
  list: signedInProcedure
    .input(ZApplicationDocumentsInput)
    .query(({ ctx, input }) => listDocuments(ctx, input.applicationId)),

  /** With applicationId: off that application (edit page); without: off the student's file. */
  delete: signedInProcedure
    .input(ZDeleteDocumentInput)
    .mutation(({ ctx, input }) => deleteDocument(ctx, input)),

  /** Correct the type while the document is not yet verified (it then awaits a check again). */
  setType: signedInProcedure
    .input(ZSetDocumentTypeInput)
    .mutation(({ ctx, input }) => setDocumentType(ctx, input)),

  setExpiry: signedInProcedure
    .input(ZSetDocumentExpiryInput)
    .mutation(({ ctx, input }) => setDocumentExpiry(ctx, input)),

  /** The signed-in agent's documents that are expired or expire soon or before an intake. */
  expiring: signedInProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listExpiringDocuments(ctx, input)),
});
