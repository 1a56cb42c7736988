import { ZAcceptAdminInviteInput, ZAdminInviteToken, ZVerifyEmailInput } from '@uniguide/domain';
import { z } from 'zod';
import { acceptAdminInvite, previewAdminInvite } from '../../services/accounts';
import { verifyEmail as verify } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

/** The link in the verification e-mail; works signed out, since the token is the proof. */
export const verifyEmail = publicProcedure
  .input(ZVerifyEmailInput)
  .mutation(({ ctx, input }) => verify(ctx, input.token));

/** The admin invitation page: which address is invited (404 when the link is used up or expired). */
export const adminInvitation = publicProcedure
  .input(z.object({ token: ZAdminInviteToken }))
  .query(({ ctx, input }) => previewAdminInvite(ctx, input.token));

/** Creates the admin account from the invitation and signs it in; the link then stops working. */
export const acceptAdminInvitation = publicProcedure
  .input(ZAcceptAdminInviteInput)
  .mutation(({ ctx, input }) => acceptAdminInvite(ctx, input));
