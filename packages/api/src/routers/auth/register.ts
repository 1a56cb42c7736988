import { ZRegisterInput } from '@uniguide/domain';
import { registerAgent } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

/** Agent sign-up: creates the account (always an agent), signs it in and answers the user. */
export const register = publicProcedure
  .input(ZRegisterInput)
  .mutation(({ ctx, input }) => registerAgent(ctx, input));
