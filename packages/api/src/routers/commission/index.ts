import { queries } from '@uniguide/db';
import { ZMyCommissionListInput, ZCommissionExportInput } from '@uniguide/domain';
import { listScope } from '../../access';
import { exportCommissionsCsv, listCommissionPage } from '../../services/commissions';
import { signedInProcedure, router } from '../../trpc';

/** The signed-in agent's earnings: their commissions, the summary and a CSV copy. */
export const commissionRouter = router({
  list: signedInProcedure
    .input(ZMyCommissionListInput)
    .query(({ ctx, input }) => listCommissionPage(ctx, listScope(ctx.user), input)),

  earnings: signedInProcedure.query(({ ctx }) =>
    queries.commissions.earningsSummary(ctx.db, { owner: listScope(ctx.user) }),
  ),

  /** A mutation, like the admin exports: audited, and never served from a cache. */
  exportCsv: signedInProcedure
    .input(ZCommissionExportInput.omit({ agentId: true }))
    .mutation(({ ctx, input }) => exportCommissionsCsv(ctx, input, { owner: listScope(ctx.user) })),
});
