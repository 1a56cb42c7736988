import { ZDeleteDocumentInput, ZSetDocumentExpiryInput } from '@uniguide/domain';
import { z } from 'zod';
import { ZListWindow } from '../../services/applications/list-window';
import { listExpiringDocuments, setDocumentExpiry } from '../../services/document-expiry';
import { deleteDocument, listDocuments } from '../../services/documents';
import { agentProcedure, router } from '../../trpc';

/** Uploads and downloads are HTTP routes (multipart and byte streams); these are the JSON calls. */
export const documentRouter = router({
  list: agentProcedure
    .input(z.object({ applicationId: z.coerce.number().int().positive() }))
    .query(({ ctx, input }) => listDocuments(ctx, input.applicationId)),

  /** With applicationId: off that application (edit page); without: off the student's file. */
  delete: agentProcedure
    .input(ZDeleteDocumentInput)
    .mutation(({ ctx, input }) => deleteDocument(ctx, input)),

  setExpiry: agentProcedure
    .input(ZSetDocumentExpiryInput)
    .mutation(({ ctx, input }) => setDocumentExpiry(ctx, input)),

  /** The signed-in agent's documents that are expired or expire soon or before an intake. */
  expiring: agentProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listExpiringDocuments(ctx, input)),
});
