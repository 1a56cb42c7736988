import { queries } from '@uniguide/db';
import { listWindow, toPage, ZAuditLogListInput } from '@uniguide/domain';
import { adminProcedure, router } from '../../trpc';

export const adminAuditLogRouter = router({
  /** Filtered server-side (a naive reading leaves them unapplied; docs/product.md §11). */
  list: adminProcedure.input(ZAuditLogListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.audit.listAuditLogs(ctx.db, {
      search: input.search,
      resourceType: input.type,
      agencyId: input.agencyId,
      ...window,
    });
    return toPage(result, window);
  }),
});
