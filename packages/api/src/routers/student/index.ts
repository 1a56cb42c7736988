import {
  ZCreateStudentInput,
  ZUpdateStudentInput,
  ZIdInput,
  ZStudentListRequest,
} from '@uniguide/domain';
import {
  createStudent,
  listStudents,
  loadStudentDetail,
  updateStudent,
} from '../../services/students';
import { signedInProcedure, router } from '../../trpc';

/**
 * The agent's students (docs/decisions/009-students-and-commissions.md). Another agent's student answers 404; admins may read and edit
 * any student, as they may any application (ownerScope), but list only their own.
 */
export const studentRouter = router({
  list: signedInProcedure
    .input(ZStudentListRequest)
    .query(({ ctx, input }) => listStudents(ctx, input)),
  byId: signedInProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => loadStudentDetail(ctx, input.id)),
  create: signedInProcedure
    .input(ZCreateStudentInput)
    .mutation(({ ctx, input }) => createStudent(ctx, input)),
  update: signedInProcedure
    .input(ZUpdateStudentInput)
    .mutation(({ ctx, input }) => updateStudent(ctx, input)),
});
