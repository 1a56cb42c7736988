import { ZLoginInput } from '@uniguide/domain';
import { signIn } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

export const login = publicProcedure
  .input(ZLoginInput)
  .mutation(({ ctx, input }) => signIn(ctx, input));
