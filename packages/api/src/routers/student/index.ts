import {
  ZCreateStudentInput,
  ZRowId,
  ZStudentListInput,
  ZUpdateStudentInput,
} from '@uniguide/domain';
import { z } from 'zod';
import { ZListWindow } from '../../services/applications/list-window';
import {
  createStudent,
  listStudents,
  loadStudentDetail,
  updateStudent,
} from '../../services/students';
import { agentProcedure, router } from '../../trpc';

/** The apps page with page/pageSize; REST sends limit/offset (docs/product.md §8). */
export const ZStudentListRequest = ZStudentListInput.extend({
  limit: ZListWindow.shape.limit,
  offset: ZListWindow.shape.offset,
});

/**
 * The agent's students (docs/decisions/009-students-and-commissions.md). Another agent's student answers 404; admins may read and edit
 * any student, as they may any application (ownerScope), but list only their own.
 */
export const studentRouter = router({
  list: agentProcedure
    .input(ZStudentListRequest)
    .query(({ ctx, input }) => listStudents(ctx, input)),
  byId: agentProcedure
    .input(z.object({ id: ZRowId }))
    .query(({ ctx, input }) => loadStudentDetail(ctx, input.id)),
  create: agentProcedure
    .input(ZCreateStudentInput)
    .mutation(({ ctx, input }) => createStudent(ctx, input)),
  update: agentProcedure
    .input(ZUpdateStudentInput)
    .mutation(({ ctx, input }) => updateStudent(ctx, input)),
});
