import { queries } from '@uniguide/db';
import {
  ZMoveCommissionInput,
  ZSetCommissionAmountInput,
  ZCommissionListWindow,
  ZPayoutsInput,
  ZCommissionSummaryInput,
  ZCommissionExportInput,
} from '@uniguide/domain';
import { moveCommission, setCommissionAmount } from '../../services/commissions';
import { exportCommissionsCsv, listCommissionPage } from '../../services/commissions';
import { adminProcedure, router } from '../../trpc';
import type { OwnerScope } from '@uniguide/db';

/** One agent's rows when the admin picked one, else everyone's. */
function agentScope(agentId: number | undefined): OwnerScope | undefined {
  return agentId === undefined ? undefined : { userId: agentId };
}

/** Every agent's commissions: the list, the summary, the payouts queue, the moves and the export. */
export const adminCommissionsRouter = router({
  list: adminProcedure
    .input(ZCommissionListWindow)
    .query(({ ctx, input }) => listCommissionPage(ctx, agentScope(input.agentId), input)),

  payouts: adminProcedure.input(ZPayoutsInput).query(({ ctx, input }) =>
    listCommissionPage(ctx, agentScope(input.agentId), {
      ...input,
      status: 'unpaid',
      sort: 'payout-asc',
    }),
  ),

  summary: adminProcedure
    .input(ZCommissionSummaryInput)
    .query(({ ctx, input }) =>
      queries.commissions.earningsSummary(ctx.db, { owner: agentScope(input.agentId) }),
    ),

  move: adminProcedure
    .input(ZMoveCommissionInput)
    .mutation(({ ctx, input }) => moveCommission(ctx, input)),

  setAmount: adminProcedure
    .input(ZSetCommissionAmountInput)
    .mutation(({ ctx, input }) => setCommissionAmount(ctx, input)),

  exportCsv: adminProcedure
    .input(ZCommissionExportInput)
    .mutation(({ ctx, input }) => exportCommissionsCsv(ctx, input, {})),
});
