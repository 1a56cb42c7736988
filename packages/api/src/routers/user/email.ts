import { ZChangeEmailInput } from '@uniguide/domain';
import {
  changeEmail as changeEmailService,
  resendVerification as resend,
} from '../../services/accounts';
import { signedInProcedure } from '../../trpc';

/** Settings: a new sign-in address (current password required); it is verified again. */
export const changeEmail = signedInProcedure
  .input(ZChangeEmailInput)
  .mutation(({ ctx, input }) => changeEmailService(ctx, input));

/** The unverified banner's "resend". */
export const resendVerification = signedInProcedure.mutation(({ ctx }) => resend(ctx));
