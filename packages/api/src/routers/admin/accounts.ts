import {
  ZAdminInviteInput,
  ZApproveAgentInput,
  ZConsoleSettings,
  ZDeclineAgentInput,
  ZIdInput,
  ZListWindow,
} from '@uniguide/domain';
import { inviteAdmin, listAdminInvites, revokeAdminInvite } from '../../services/accounts';
import { approveAgent, declineAgent, listPendingAgents } from '../../services/accounts';
import { readConsoleSettings, updateConsoleSettings } from '../../services/accounts';
import { adminProcedure, router } from '../../trpc';

/** The console's settings (docs/product.md §3 "Settings"). */
export const adminSettingsRouter = router({
  get: adminProcedure.query(({ ctx }) => readConsoleSettings(ctx.db)),
  update: adminProcedure
    .input(ZConsoleSettings)
    .mutation(({ ctx, input }) => updateConsoleSettings(ctx, input)),
});

/** The pending-agents queue: oldest first, each on a 48-hour clock from sign-up. */
export const adminApprovalRouter = router({
  pending: adminProcedure
    .input(ZListWindow)
    .query(({ ctx, input }) => listPendingAgents(ctx, input)),
  approve: adminProcedure
    .input(ZApproveAgentInput)
    .mutation(({ ctx, input }) => approveAgent(ctx, input.id)),
  decline: adminProcedure
    .input(ZDeclineAgentInput)
    .mutation(({ ctx, input }) => declineAgent(ctx, input)),
});

/** Admins invite admins by e-mail; nobody sets a password for someone else. */
export const adminInviteRouter = router({
  list: adminProcedure.query(({ ctx }) => listAdminInvites(ctx)),
  create: adminProcedure
    .input(ZAdminInviteInput)
    .mutation(({ ctx, input }) => inviteAdmin(ctx, input)),
  revoke: adminProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => revokeAdminInvite(ctx, input.id)),
});
