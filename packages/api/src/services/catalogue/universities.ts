import { queries } from '@uniguide/db';
import {
  AppError,
  DEFAULT_REQUIREMENTS,
  UNIVERSITY_HAS_PROGRAMS_MESSAGE,
  UNIVERSITY_NAME_TAKEN_MESSAGE,
  type UniversityInput,
  type UpdateUniversityInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';

export const UNIVERSITY_NOT_FOUND = 'University not found';

const nameTaken = () =>
  new AppError('CONFLICT', UNIVERSITY_NAME_TAKEN_MESSAGE, [
    { path: 'name', message: UNIVERSITY_NAME_TAKEN_MESSAGE },
  ]);

/** Two admins saving the same name at once: the unique index decides, and the loser gets the 409. */
async function guardUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw nameTaken();
    throw error;
  }
}

const values = (input: UniversityInput) => ({
  name: input.name,
  location: input.location,
  emirate: input.emirate,
  website: input.website,
  logoUrl: input.logoUrl,
  imageUrl: input.imageUrl,
  description: input.description,
});

export function createUniversity(ctx: SignedInContext, input: UniversityInput) {
  return guardUniqueName(() =>
    ctx.db.transaction().execute(async (tx) => {
      if (await queries.catalogue.universityNameTaken(tx, input.name)) throw nameTaken();
      const row = await queries.catalogue.insertUniversity(tx, values(input));
      // Every new university starts with the default required documents (decision 024).
      await queries.documents.insertDefaultRequirementLists(tx, [row.id], DEFAULT_REQUIREMENTS);
      await writeAudit(tx, ctx, {
        action: 'university_created',
        resourceType: 'university',
        resourceId: row.id,
        newData: values(input),
      });
      return row;
    }),
  );
}

export function updateUniversity(ctx: SignedInContext, input: UpdateUniversityInput) {
  return guardUniqueName(() =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.catalogue.findUniversityRow(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
      if (await queries.catalogue.universityNameTaken(tx, input.name, input.id)) throw nameTaken();
      const row = await queries.catalogue.updateUniversity(tx, input.id, values(input));
      if (!row) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
      await writeAudit(tx, ctx, {
        action: 'university_updated',
        resourceType: 'university',
        resourceId: row.id,
        previousData: values({ ...before }),
        newData: values(input),
      });
      return row;
    }),
  );
}

/** Only an empty university goes: programs (even hidden) would lose their home. */
export function deleteUniversity(ctx: SignedInContext, id: number) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.catalogue.findUniversityRow(tx, id);
    if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
    const programs = await queries.catalogue.countUniversityPrograms(tx, id);
    if (programs > 0) throw new AppError('CONFLICT', UNIVERSITY_HAS_PROGRAMS_MESSAGE);
    await queries.catalogue.deleteUniversity(tx, id);
    await writeAudit(tx, ctx, {
      action: 'university_deleted',
      resourceType: 'university',
      resourceId: before.id,
      previousData: values(before),
    });
    return { id: before.id, deleted: true };
  });
}
