import { ZChangePasswordInput } from '@uniguide/domain';
import { changePassword as changeOwnPassword } from '../../services/accounts';
import { signedInProcedure } from '../../trpc';

/** Changes the password and signs the account out everywhere else (the service says why). */
export const changePassword = signedInProcedure
  .input(ZChangePasswordInput)
  .mutation(({ ctx, input }) => changeOwnPassword(ctx, input));
