import { queries } from '@uniguide/db';
import { listWindow, toPage, ZAuditLogListInput } from '@uniguide/domain';
import { adminProcedure, router } from '../../trpc';

export const adminAuditLogRouter = router({
  /** Filtered server-side (the spec's screen left its filters unapplied; DESIGN.md §9). */
  list: adminProcedure.input(ZAuditLogListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listAuditLogs(ctx.db, {
      search: input.search,
      resourceType: input.type,
      ...window,
    });
    return toPage(result, window);
  }),
});
