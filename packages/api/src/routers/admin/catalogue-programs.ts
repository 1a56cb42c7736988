import {
  ZAdminProgramListInput,
  ZIdInput,
  ZProgramInput,
  ZSetProgramHiddenInput,
  ZUpdateProgramInput,
} from '@uniguide/domain';
import {
  createProgram,
  deleteProgram,
  listProgramsForAdmin,
  programForAdmin,
  setProgramHidden,
  updateProgram,
} from '../../services/catalogue';
import { adminProcedure, router } from '../../trpc';

export const adminProgramRouter = router({
  /** Hidden programs included by default: the admin manages what agents cannot see. */
  list: adminProcedure
    .input(ZAdminProgramListInput)
    .query(({ ctx, input }) => listProgramsForAdmin(ctx, input)),

  byId: adminProcedure.input(ZIdInput).query(({ ctx, input }) => programForAdmin(ctx, input.id)),

  create: adminProcedure
    .input(ZProgramInput)
    .mutation(({ ctx, input }) => createProgram(ctx, input)),

  update: adminProcedure
    .input(ZUpdateProgramInput)
    .mutation(({ ctx, input }) => updateProgram(ctx, input)),

  setHidden: adminProcedure
    .input(ZSetProgramHiddenInput)
    .mutation(({ ctx, input }) => setProgramHidden(ctx, input)),

  /** Applications keep pointing at their program, so a program that has any can only be hidden. */
  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) => deleteProgram(ctx, input.id)),
});
