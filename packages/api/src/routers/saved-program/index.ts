import { ZSavedProgramInput } from '@uniguide/domain';
import { listSavedPrograms, saveProgram, unsaveProgram } from '../../services/catalogue';
import { signedInProcedure, router } from '../../trpc';

/** An agent's bookmarks (docs/product.md §11); both writes are idempotent. */
export const savedProgramRouter = router({
  list: signedInProcedure.query(({ ctx }) => listSavedPrograms(ctx)),

  add: signedInProcedure
    .input(ZSavedProgramInput)
    .mutation(({ ctx, input }) => saveProgram(ctx, input.programId)),

  remove: signedInProcedure
    .input(ZSavedProgramInput)
    .mutation(({ ctx, input }) => unsaveProgram(ctx, input.programId)),
});
