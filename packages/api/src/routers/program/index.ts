import { queries } from '@uniguide/db';
import { AppError, listWindow, toPage, ZProgramIdInput, ZProgramListInput } from '@uniguide/domain';
import { publicProcedure, router } from '../../trpc';
import { activeFilters } from './input';

export const PROGRAM_NOT_FOUND = 'Program not found';

/** The public catalogue: filtering, search and paging run in the database. */
export const programRouter = router({
  list: publicProcedure.input(ZProgramListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listPrograms(ctx.db, { ...activeFilters(input), ...window });
    return toPage(result, window);
  }),

  byId: publicProcedure.input(ZProgramIdInput).query(async ({ ctx, input }) => {
    const program = await queries.getProgram(ctx.db, input.id);
    if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    // How long its university takes to decide (null median under five decisions a year).
    const turnaround = await queries.universityTurnaround(ctx.db, program.universityId);
    return { ...program, turnaround };
  }),
});
