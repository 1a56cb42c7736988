import { ZAcceptInviteInput, ZInviteToken } from '@uniguide/domain';
import { z } from 'zod';
import { acceptInvite, previewInvite } from '../../services/agencies';
import { publicProcedure } from '../../trpc';

/** The join page: which agency invites which e-mail (404 when the link is used up or expired). */
export const invitation = publicProcedure
  .input(z.object({ token: ZInviteToken }))
  .query(({ ctx, input }) => previewInvite(ctx, input.token));

/** Joins the inviting agency with a new account and signs it in; the link then stops working. */
export const acceptInvitation = publicProcedure
  .input(ZAcceptInviteInput)
  .mutation(({ ctx, input }) => acceptInvite(ctx, input));
