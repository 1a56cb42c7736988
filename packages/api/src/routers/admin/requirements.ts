import {
  ZProgramRequirementsInput,
  ZSetProgramRequirementsInput,
  ZSetUniversityRequirementsInput,
  ZUniversityRequirementsInput,
} from '@uniguide/domain';
import {
  programRequirements,
  setProgramRequirements,
  setUniversityRequirements,
  universityRequirements,
} from '../../services/conversation';
import { adminProcedure, router } from '../../trpc';

/** Required documents: each university's default list and any program's override. */
export const adminRequirementsRouter = router({
  university: adminProcedure
    .input(ZUniversityRequirementsInput)
    .query(({ ctx, input }) => universityRequirements(ctx, input.universityId)),

  setUniversity: adminProcedure
    .input(ZSetUniversityRequirementsInput)
    .mutation(({ ctx, input }) => setUniversityRequirements(ctx, input)),

  program: adminProcedure
    .input(ZProgramRequirementsInput)
    .query(({ ctx, input }) => programRequirements(ctx.db, input.programId)),

  setProgram: adminProcedure
    .input(ZSetProgramRequirementsInput)
    .mutation(({ ctx, input }) => setProgramRequirements(ctx, input)),
});
