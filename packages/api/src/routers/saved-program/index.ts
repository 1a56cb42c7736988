import { queries } from '@uniguide/db';
import { AppError, ZSavedProgramInput } from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { signedInProcedure, router } from '../../trpc';
import { PROGRAM_NOT_FOUND } from '../program';

/**
 * An agent's bookmarks (docs/product.md §11). Both writes are idempotent; the audit trail records the
 * calls that changed something, since a repeated click changes nothing.
 */
export const savedProgramRouter = router({
  list: signedInProcedure.query(({ ctx }) => queries.listSavedPrograms(ctx.db, ctx.user.id)),

  add: signedInProcedure.input(ZSavedProgramInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await queries.programExists(trx, input.programId)))
        throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      const added = await queries.saveProgram(trx, ctx.user.id, input.programId);
      if (added) {
        await writeAudit(trx, ctx, {
          action: 'saved_program_added',
          resourceType: 'program',
          resourceId: input.programId,
          newData: { programId: input.programId, saved: true },
        });
      }
      return { programId: input.programId, saved: true };
    }),
  ),

  remove: signedInProcedure.input(ZSavedProgramInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const removed = await queries.unsaveProgram(trx, ctx.user.id, input.programId);
      // A bookmark of a program since hidden can still be removed; an id that never existed is a 404.
      if (!removed && !(await queries.programExists(trx, input.programId))) {
        throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      }
      if (removed) {
        await writeAudit(trx, ctx, {
          action: 'saved_program_removed',
          resourceType: 'program',
          resourceId: input.programId,
          previousData: { programId: input.programId, saved: true },
          newData: { programId: input.programId, saved: false },
        });
      }
      return { programId: input.programId, saved: false };
    }),
  ),
});
