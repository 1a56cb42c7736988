import { queries } from '@uniguide/db';
import { AppError, ZUniversityIdInput } from '@uniguide/domain';
import { UNIVERSITY_NOT_FOUND } from '../../services/catalogue';
import { publicProcedure, router } from '../../trpc';

/** Universities by name with their visible program counts (31 or so: no paging needed). */
export const universityRouter = router({
  list: publicProcedure.query(({ ctx }) => queries.catalogue.listUniversities(ctx.db)),

  byId: publicProcedure.input(ZUniversityIdInput).query(async ({ ctx, input }) => {
    const university = await queries.catalogue.getUniversity(ctx.db, input.id);
    if (!university) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
    // How long it takes to decide (null median under five decisions a year).
    const turnaround = await queries.applications.universityTurnaround(ctx.db, university.id);
    return { ...university, turnaround };
  }),
});
