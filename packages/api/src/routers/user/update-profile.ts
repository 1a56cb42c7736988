import { ZProfileInput } from '@uniguide/domain';
import { updateProfile as updateOwnProfile } from '../../services/accounts';
import { signedInProcedure } from '../../trpc';

/** Profile fields only: the email is the username and cannot change, so the schema has no field for it. */
export const updateProfile = signedInProcedure
  .input(ZProfileInput)
  .mutation(({ ctx, input }) => updateOwnProfile(ctx, input));
