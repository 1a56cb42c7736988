import { queries } from '@uniguide/db';
import {
  AppError,
  DEFAULT_REQUIREMENTS,
  UNIVERSITY_HAS_PROGRAMS_MESSAGE,
  UNIVERSITY_NAME_TAKEN_MESSAGE,
  ZUniversityInput,
  ZUpdateUniversityInput,
  type UniversityInput,
  ZIdInput,
} from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { adminProcedure, router } from '../../trpc';

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

export const adminUniversityRouter = router({
  /** Every university with its program counts (hidden included); a few hundred rows at most. */
  list: adminProcedure.query(({ ctx }) => queries.listUniversitiesForAdmin(ctx.db)),

  create: adminProcedure.input(ZUniversityInput).mutation(({ ctx, input }) =>
    guardUniqueName(() =>
      ctx.db.transaction().execute(async (tx) => {
        if (await queries.universityNameTaken(tx, input.name)) throw nameTaken();
        const row = await queries.insertUniversity(tx, values(input));
        // Every new university starts with the default required documents (decision 024).
        await queries.insertDefaultRequirementLists(tx, [row.id], DEFAULT_REQUIREMENTS);
        await writeAudit(tx, ctx, {
          action: 'university_created',
          resourceType: 'university',
          resourceId: row.id,
          newData: values(input),
        });
        return row;
      }),
    ),
  ),

  update: adminProcedure.input(ZUpdateUniversityInput).mutation(({ ctx, input }) =>
    guardUniqueName(() =>
      ctx.db.transaction().execute(async (tx) => {
        const before = await queries.findUniversityRow(tx, input.id);
        if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
        if (await queries.universityNameTaken(tx, input.name, input.id)) throw nameTaken();
        const row = await queries.updateUniversity(tx, input.id, values(input));
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
    ),
  ),

  /** Only an empty university goes: programs (even hidden) would lose their home. */
  delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findUniversityRow(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
      const programs = await queries.countUniversityPrograms(tx, input.id);
      if (programs > 0) throw new AppError('CONFLICT', UNIVERSITY_HAS_PROGRAMS_MESSAGE);
      await queries.deleteUniversity(tx, input.id);
      await writeAudit(tx, ctx, {
        action: 'university_deleted',
        resourceType: 'university',
        resourceId: before.id,
        previousData: values(before),
      });
      return { id: before.id, deleted: true };
    }),
  ),
});
