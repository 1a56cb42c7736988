import { queries } from '@uniguide/db';
import {
  AppError,
  requirementApplies,
  type ProgramRequirements,
  type RequirementList,
  type SetProgramRequirementsInput,
  type SetUniversityRequirementsInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';

export const UNIVERSITY_NOT_FOUND_MESSAGE = 'University not found';
export const PROGRAM_NOT_FOUND_MESSAGE = 'Program not found';
export const STALE_REQUIREMENTS_MESSAGE =
  'These requirements were changed by someone else. Reload to see the latest version.';

const EMPTY: RequirementList = { requirements: [], updatedAt: null };

function stored(list: (RequirementList & { id: number }) | undefined): RequirementList | null {
  return list ? { requirements: list.requirements, updatedAt: list.updatedAt } : null;
}

/** A university's default list (empty when it never had one). Admins only. */
export async function universityRequirements(
  ctx: SignedInContext,
  universityId: number,
): Promise<RequirementList & { universityId: number }> {
  if (!(await queries.documents.universityExists(ctx.db, universityId))) {
    throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND_MESSAGE);
  }
  const list = await queries.documents.findRequirementList(ctx.db, { universityId });
  return { universityId, ...(stored(list) ?? EMPTY) };
}

/** What a program requires: its override, else its university's default for its degree. */
export async function programRequirements(
  db: Executor,
  programId: number,
  options: { visibleOnly?: boolean } = {},
): Promise<ProgramRequirements> {
  const program = await queries.documents.findProgramForRequirements(db, programId, options);
  if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND_MESSAGE);
  const [override, university] = await Promise.all([
    queries.documents.findRequirementList(db, { programId }),
    queries.documents.findRequirementList(db, { universityId: program.universityId }),
  ]);
  const universityList = stored(university) ?? EMPTY;
  const effective = override
    ? override.requirements
    : universityList.requirements.filter((item) => requirementApplies(item, program.degree));
  return {
    programId,
    universityId: program.universityId,
    source: override ? 'program' : university ? 'university' : 'none',
    requirements: effective.filter((item) => requirementApplies(item, program.degree)),
    override: stored(override),
    university: universityList,
  };
}

function assertFresh(current: Date, expected: string | null | undefined, created: boolean): void {
  if (expected === undefined) return;
  // null = "there was no list when I read it"; a list someone created meanwhile is a conflict.
  const matches =
    expected === null ? created : !created && Date.parse(expected) === current.getTime();
  if (!matches) throw new AppError('CONFLICT', STALE_REQUIREMENTS_MESSAGE);
}

/** Replaces a university's default list (row lock + optional expectedUpdatedAt), audited. */
export async function setUniversityRequirements(
  ctx: SignedInContext,
  input: SetUniversityRequirementsInput,
): Promise<RequirementList & { universityId: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await queries.documents.universityExists(tx, input.universityId))) {
      throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND_MESSAGE);
    }
    const previous = await queries.documents.findRequirementList(tx, {
      universityId: input.universityId,
    });
    const list = await queries.documents.lockRequirementList(tx, {
      universityId: input.universityId,
    });
    assertFresh(list.updatedAt, input.expectedUpdatedAt, list.created);
    const updatedAt = await queries.documents.replaceRequirementItems(
      tx,
      list.id,
      input.requirements,
      ctx.user.id,
    );
    await writeAudit(tx, ctx, {
      action: 'university_requirements_updated',
      resourceType: 'university',
      resourceId: input.universityId,
      previousData: { requirements: previous?.requirements ?? [] },
      newData: { requirements: input.requirements },
    });
    return { universityId: input.universityId, requirements: input.requirements, updatedAt };
  });
}

/** Sets a program's override, or (requirements: null) removes it; audited. */
export async function setProgramRequirements(
  ctx: SignedInContext,
  input: SetProgramRequirementsInput,
): Promise<ProgramRequirements> {
  await ctx.db.transaction().execute(async (tx) => {
    const program = await queries.documents.findProgramForRequirements(tx, input.programId);
    if (!program) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND_MESSAGE);
    const previous = await queries.documents.findRequirementList(tx, {
      programId: input.programId,
    });
    const list = await queries.documents.lockRequirementList(tx, { programId: input.programId });
    assertFresh(list.updatedAt, input.expectedUpdatedAt, list.created);
    if (input.requirements === null) {
      await queries.documents.deleteRequirementList(tx, list.id);
    } else {
      await queries.documents.replaceRequirementItems(tx, list.id, input.requirements, ctx.user.id);
    }
    await writeAudit(tx, ctx, {
      action:
        input.requirements === null
          ? 'program_requirements_override_removed'
          : 'program_requirements_updated',
      resourceType: 'program',
      resourceId: input.programId,
      previousData: { override: previous?.requirements ?? null },
      newData: { override: input.requirements },
    });
  });
  return programRequirements(ctx.db, input.programId);
}
