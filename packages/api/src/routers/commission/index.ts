import { queries } from '@uniguide/db';
import { ZCommissionListInput } from '@uniguide/domain';
import { ZListWindow, listWindow, toPage } from '../../services/applications/list-window';
import { ZCommissionExportInput, exportCommissionsCsv } from '../../services/commissions-export';
import { agentProcedure, router } from '../../trpc';
import { listScope } from '../../services/access';

/** The list's filters and paging; REST callers page with limit/offset (DESIGN.md §5). */
export const ZCommissionListWindow = ZCommissionListInput.extend({
  limit: ZListWindow.shape.limit,
  offset: ZListWindow.shape.offset,
});

/** An agent's commissions (an owner's: the agency's); another agency's never appear (listScope). */
export const ZMyCommissionListInput = ZCommissionListWindow.omit({ agentId: true });

/** The signed-in agent's earnings: their commissions, the summary and a CSV copy. */
export const commissionRouter = router({
  list: agentProcedure.input(ZMyCommissionListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listCommissions(ctx.db, {
      owner: listScope(ctx.user),
      universityId: input.universityId,
      status: input.status,
      search: input.search,
      sort: input.sort,
      ...window,
    });
    return toPage(result, window);
  }),

  earnings: agentProcedure.query(({ ctx }) =>
    queries.earningsSummary(ctx.db, { owner: listScope(ctx.user) }),
  ),

  /** A mutation, like the admin exports: audited, and never served from a cache. */
  exportCsv: agentProcedure
    .input(ZCommissionExportInput.omit({ agentId: true }))
    .mutation(({ ctx, input }) => exportCommissionsCsv(ctx, input, { owner: listScope(ctx.user) })),
});
