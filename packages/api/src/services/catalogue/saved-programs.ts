import { queries } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { PROGRAM_NOT_FOUND } from './programs';

// An agent's bookmarks (docs/product.md §11). Both writes are idempotent; the audit trail records
// the calls that changed something, since a repeated click changes nothing.

export function listSavedPrograms(ctx: SignedInContext) {
  return queries.catalogue.listSavedPrograms(ctx.db, ctx.user.id);
}

export function saveProgram(ctx: SignedInContext, programId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.catalogue.programExists(trx, programId)))
      throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    const added = await queries.catalogue.saveProgram(trx, ctx.user.id, programId);
    if (added) {
      await writeAudit(trx, ctx, {
        action: 'saved_program_added',
        resourceType: 'program',
        resourceId: programId,
        newData: { programId, saved: true },
      });
    }
    return { programId, saved: true };
  });
}

export function unsaveProgram(ctx: SignedInContext, programId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const removed = await queries.catalogue.unsaveProgram(trx, ctx.user.id, programId);
    // A bookmark of a program since hidden can still be removed; an id that never existed is a 404.
    if (!removed && !(await queries.catalogue.programExists(trx, programId))) {
      throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    }
    if (removed) {
      await writeAudit(trx, ctx, {
        action: 'saved_program_removed',
        resourceType: 'program',
        resourceId: programId,
        previousData: { programId, saved: true },
        newData: { programId, saved: false },
      });
    }
    return { programId, saved: false };
  });
}
