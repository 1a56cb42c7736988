import { queries } from '@uniguide/db';
import {
  AppError,
  PROGRAM_HAS_APPLICATIONS_MESSAGE,
  parseTuitionAed,
  listWindow,
  toPage,
  type ProgramInput,
  type UpdateProgramInput,
  type ZAdminProgramListInput,
  type ZSetProgramHiddenInput,
} from '@uniguide/domain';
import type { z } from 'zod';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';

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
  if (!(await queries.catalogue.findUniversityRow(db, id))) {
    throw new AppError('BAD_REQUEST', UNKNOWN_UNIVERSITY, [
      { path: 'universityId', message: UNKNOWN_UNIVERSITY },
    ]);
  }
}

async function loadProgram(db: Executor, id: number) {
  const program = await queries.catalogue.getProgramForAdmin(db, id);
  if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
  return program;
}

/** Hidden programs included by default: the admin manages what agents cannot see. */
export async function listProgramsForAdmin(
  ctx: SignedInContext,
  input: z.infer<typeof ZAdminProgramListInput>,
) {
  const window = listWindow(input);
  return toPage(
    await queries.catalogue.listProgramsForAdmin(ctx.db, {
      search: input.search,
      universityId: input.universityId,
      includeHidden: input.includeHidden,
      ...window,
    }),
    window,
  );
}

export function programForAdmin(ctx: SignedInContext, id: number) {
  return loadProgram(ctx.db, id);
}

export function createProgram(ctx: SignedInContext, input: ProgramInput) {
  return ctx.db.transaction().execute(async (tx) => {
    await assertUniversity(tx, input.universityId);
    const values = programValues(input);
    const [id] = await queries.catalogue.insertPrograms(tx, [values]);
    await writeAudit(tx, ctx, {
      action: 'program_created',
      resourceType: 'program',
      resourceId: id,
      newData: values,
    });
    return loadProgram(tx, id!);
  });
}

export function updateProgram(ctx: SignedInContext, input: UpdateProgramInput) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.catalogue.findProgramRow(tx, input.id);
    if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    await assertUniversity(tx, input.universityId);
    const values = programValues(input);
    await queries.catalogue.updateProgram(tx, input.id, values);
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
  });
}

export function setProgramHidden(
  ctx: SignedInContext,
  input: z.infer<typeof ZSetProgramHiddenInput>,
) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.catalogue.findProgramRow(tx, input.id);
    if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    await queries.catalogue.setProgramHidden(tx, input.id, input.hidden);
    await writeAudit(tx, ctx, {
      action: input.hidden ? 'program_hidden' : 'program_unhidden',
      resourceType: 'program',
      resourceId: input.id,
      previousData: { hidden: before.hidden },
      newData: { hidden: input.hidden },
    });
    return loadProgram(tx, input.id);
  });
}

/** Applications keep pointing at their program, so a program that has any can only be hidden. */
export function deleteProgram(ctx: SignedInContext, id: number) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.catalogue.findProgramRow(tx, id);
    if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    if ((await queries.catalogue.countProgramApplications(tx, id)) > 0) {
      throw new AppError('CONFLICT', PROGRAM_HAS_APPLICATIONS_MESSAGE);
    }
    await queries.catalogue.deleteProgram(tx, id);
    await writeAudit(tx, ctx, {
      action: 'program_deleted',
      resourceType: 'program',
      resourceId: id,
      previousData: { name: before.name, universityId: before.universityId },
    });
    return { id, deleted: true };
  });
}
