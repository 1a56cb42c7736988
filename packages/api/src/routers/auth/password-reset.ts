import { ZForgotPasswordInput, ZResetPasswordInput } from '@uniguide/domain';
import { requestPasswordReset, resetPassword as reset } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

export const forgotPassword = publicProcedure
  .input(ZForgotPasswordInput)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx, input));

export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .mutation(({ ctx, input }) => reset(ctx, input));
