import { queries } from '@uniguide/db';
import {
  AppError,
  PROGRAM_HAS_APPLICATIONS_MESSAGE,
  ZProgramInput,
  ZSetProgramHiddenInput,
  ZUpdateProgramInput,
  parseTuitionAed,
  type ProgramInput,
  listWindow,
  toPage,
  ZAdminProgramListInput,
  ZIdInput,
} from '@uniguide/domain';
import { writeAudit, type Executor } from '../../services/audit/audit';
import { adminProcedure, router } from '../../trpc';

export const PROGRAM_NOT_FOUND = 'Program not found';
const UNKNOWN_UNIVERSITY = 'Unknown university';

/** The row's columns from the form; the fee amount follows the fee text when none was typed. */
function programValues(input: ProgramInput) {
  return {
    universityId: input.universityId,
    name: input.name,
    degree: input.degree,
    studyField: input.studyField,
    duration: input.duration,
    tuitionText: input.tuition,
    tuitionAed: input.tuitionAed ?? parseTuitionAed(input.tuition),
    intakes: input.intake,
    requirements: input.requirements,
    description: input.description,
    language: input.language,
    hasScholarship: input.hasScholarship,
    scholarshipDetails: input.scholarshipDetails,
    hidden: input.hidden,
  };
}

async function assertUniversity(db: Executor, id: number) {
  if (!(await queries.findUniversityRow(db, id))) {
    throw new AppError('BAD_REQUEST', UNKNOWN_UNIVERSITY, [
      { path: 'universityId', message: UNKNOWN_UNIVERSITY },
    ]);
  }
}

async function loadProgram(db: Executor, id: number) {
  const program = await queries.getProgramForAdmin(db, id);
  if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
  return program;
}

export const adminProgramRouter = router({
  /** Hidden programs included by default: the admin manages what agents cannot see. */
  list: adminProcedure.input(ZAdminProgramListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    return toPage(
      await queries.listProgramsForAdmin(ctx.db, {
        search: input.search,
        universityId: input.universityId,
        includeHidden: input.includeHidden,
        ...window,
      }),
      window,
    );
  }),

  byId: adminProcedure.input(ZIdInput).query(({ ctx, input }) => loadProgram(ctx.db, input.id)),

  create: adminProcedure.input(ZProgramInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      await assertUniversity(tx, input.universityId);
      const values = programValues(input);
      const [id] = await queries.insertPrograms(tx, [values]);
      await writeAudit(tx, ctx, {
        action: 'program_created',
        resourceType: 'program',
        resourceId: id,
        newData: values,
      });
      return loadProgram(tx, id!);
    }),
  ),

  update: adminProcedure.input(ZUpdateProgramInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findProgramRow(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      await assertUniversity(tx, input.universityId);
      const values = programValues(input);
      await queries.updateProgram(tx, input.id, values);
      const previous = Object.fromEntries(
        Object.keys(values).map((key) => [key, before[key as keyof typeof before]]),
      );
      await writeAudit(tx, ctx, {
        action: 'program_updated',
        resourceType: 'program',
        resourceId: input.id,
        previousData: previous,
        newData: values,
      });
      return loadProgram(tx, input.id);
    }),
  ),

  setHidden: adminProcedure.input(ZSetProgramHiddenInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findProgramRow(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      await queries.setProgramHidden(tx, input.id, input.hidden);
      await writeAudit(tx, ctx, {
        action: input.hidden ? 'program_hidden' : 'program_unhidden',
        resourceType: 'program',
        resourceId: input.id,
        previousData: { hidden: before.hidden },
        newData: { hidden: input.hidden },
      });
      return loadProgram(tx, input.id);
    }),
  ),

  /** Applications keep pointing at their program, so a program that has any can only be hidden. */
  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findProgramRow(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      if ((await queries.countProgramApplications(tx, input.id)) > 0) {
        throw new AppError('CONFLICT', PROGRAM_HAS_APPLICATIONS_MESSAGE);
      }
      await queries.deleteProgram(tx, input.id);
      await writeAudit(tx, ctx, {
        action: 'program_deleted',
        resourceType: 'program',
        resourceId: input.id,
        previousData: { name: before.name, universityId: before.universityId },
      });
      return { id: input.id, deleted: true };
    }),
  ),
});
