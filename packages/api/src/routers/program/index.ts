import { queries } from '@uniguide/db';
import {
  AppError,
  listWindow,
  toPage,
  ZCommissionPreviewInput,
  ZProgramCatalogueInput,
  ZProgramIdInput,
  ZProgramListInput,
  ZProgramRequirementsInput,
} from '@uniguide/domain';
import { PROGRAM_NOT_FOUND } from '../../services/catalogue';
import { commissionPreview } from '../../services/commissions';
import { programRequirements } from '../../services/conversation';
import { publicProcedure, router, signedInProcedure } from '../../trpc';
import { activeFilters } from './input';

/** The public catalogue: filtering, search and paging run in the database. */
export const programRouter = router({
  /** The documents an application to the program needs, and when (signed-in only; a hidden program is not found). */
  requirements: signedInProcedure
    .input(ZProgramRequirementsInput)
    .query(({ ctx, input }) => programRequirements(ctx.db, input.programId, { visibleOnly: true })),

  list: publicProcedure.input(ZProgramListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.catalogue.listPrograms(ctx.db, {
      ...activeFilters(input),
      ...window,
    });
    return toPage(result, window);
  }),

  /**
   * The whole (filtered) catalogue in name order, for REST clients written to docs/product.md §8:
   * every match unless `limit`/`offset` narrow it (decision 019). When every match from `offset` on
   * is answered, the total is exact even where a narrowed list would only estimate it.
   */
  catalogue: publicProcedure.input(ZProgramCatalogueInput).query(async ({ ctx, input }) => {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? null;
    const result = await queries.catalogue.listPrograms(ctx.db, {
      ...activeFilters(input),
      limit,
      offset,
    });
    const everyMatchAnswered = limit === null && (offset === 0 || result.items.length > 0);
    if (!everyMatchAnswered) return result;
    return { items: result.items, total: offset + result.items.length, totalIsEstimate: false };
  }),
  byId: publicProcedure.input(ZProgramIdInput).query(async ({ ctx, input }) => {
    const program = await queries.catalogue.getProgram(ctx.db, input.id);
    if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    // How long its university takes to decide (null median under five decisions a year).
    const turnaround = await queries.applications.universityTurnaround(
      ctx.db,
      program.universityId,
    );
    return { ...program, turnaround };
  }),

  /** What a signed-in agent would earn on it; a procedure of its own so the public page never has it. */
  commissionPreview: signedInProcedure
    .input(ZCommissionPreviewInput)
    .query(({ ctx, input }) => commissionPreview(ctx, input.programId)),
});
