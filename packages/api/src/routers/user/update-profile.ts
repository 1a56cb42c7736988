import { queries, type UserRow } from '@uniguide/db';
import { AppError, ZProfileInput } from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { signedInProcedure } from '../../trpc';

function profileOf(row: UserRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    agencyName: row.agencyName,
    country: row.country,
    phoneNumber: row.phoneNumber,
    website: row.website,
  };
}

/** Profile fields only: the email is the username and cannot change, so the schema has no field for it. */
export const updateProfile = signedInProcedure.input(ZProfileInput).mutation(({ ctx, input }) =>
  ctx.db.transaction().execute(async (tx) => {
    const before = await queries.findUserById(tx, ctx.user.id);
    if (!before) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    const after = await queries.updateUserProfile(tx, ctx.user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      agencyName: input.agencyName,
      country: input.country,
      phoneNumber: input.phoneNumber,
      website: input.website ? input.website : null,
    });
    if (!after) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    await writeAudit(tx, ctx, {
      action: 'user_profile_updated',
      resourceType: 'user',
      resourceId: after.id,
      previousData: profileOf(before),
      newData: profileOf(after),
    });
    return queries.toPublicUser(after);
  }),
);
