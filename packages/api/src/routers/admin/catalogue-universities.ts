import { queries } from '@uniguide/db';
import { ZIdInput, ZUniversityInput, ZUpdateUniversityInput } from '@uniguide/domain';
import { createUniversity, deleteUniversity, updateUniversity } from '../../services/catalogue';
import { adminProcedure, router } from '../../trpc';

export const adminUniversityRouter = router({
  /** Every university with its program counts (hidden included); a few hundred rows at most. */
  list: adminProcedure.query(({ ctx }) => queries.catalogue.listUniversitiesForAdmin(ctx.db)),

  create: adminProcedure
    .input(ZUniversityInput)
    .mutation(({ ctx, input }) => createUniversity(ctx, input)),

  update: adminProcedure
    .input(ZUpdateUniversityInput)
    .mutation(({ ctx, input }) => updateUniversity(ctx, input)),

  /** Only an empty university goes: programs (even hidden) would lose their home. */
  delete: adminProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => deleteUniversity(ctx, input.id)),
});
