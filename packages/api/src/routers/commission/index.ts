import { queries } from '@uniguide/db';
import { ZCommissionListInput } from '@uniguide/domain';
import { ZListWindow, listWindow, toPage } from '../../services/applications/list-window';
import { ZCommissionExportInput, exportCommissionsCsv } from '../../services/commissions-export';
import { agentProcedure, router } from '../../trpc';

/** The list's filters and paging; REST callers page with limit/offset (docs/product.md §8). */
export const ZCommissionListWindow = ZCommissionListInput.extend({
  limit: ZListWindow.shape.limit,
  offset: ZListWindow.shape.offset,
});

/** An agent's own commissions: another agent's never appear (the owner is the session's user). */
export const ZMyCommissionListInput = ZCommissionListWindow.omit({ agentId: true });

/** The signed-in agent's earnings: their commissions, the summary and a CSV copy. */
export const commissionRouter = router({
  list: agentProcedure.input(ZMyCommissionListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listCommissions(ctx.db, {
      ownerId: ctx.user.id,
      universityId: input.universityId,
      status: input.status,
      search: input.search,
      sort: input.sort,
      ...window,
    });
    return toPage(result, window);
  }),

  earnings: agentProcedure.query(({ ctx }) =>
    queries.earningsSummary(ctx.db, { ownerId: ctx.user.id }),
  ),

  /** A mutation, like the admin exports: audited, and never served from a cache. */
  exportCsv: agentProcedure
    .input(ZCommissionExportInput.omit({ agentId: true }))
    .mutation(({ ctx, input }) => exportCommissionsCsv(ctx, input, { ownerId: ctx.user.id })),
});
