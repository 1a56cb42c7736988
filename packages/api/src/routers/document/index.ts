import { z } from 'zod';
import { deleteDocument, listDocuments } from '../../services/documents';
import { agentProcedure, router } from '../../trpc';

/** Uploads and downloads are HTTP routes (multipart and byte streams); these are the JSON calls. */
export const documentRouter = router({
  list: agentProcedure
    .input(z.object({ applicationId: z.coerce.number().int().positive() }))
    .query(({ ctx, input }) => listDocuments(ctx, input.applicationId)),

  delete: agentProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .mutation(({ ctx, input }) => deleteDocument(ctx, input.id)),
});
