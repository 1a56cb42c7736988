import { queries } from '@uniguide/db';
import { listWindow, toPage, ZAdminInboxInput } from '@uniguide/domain';
import { adminProcedure, router } from '../../trpc';

/**
 * Threads whose agent side waits for an admin's reply, longest waiting first; answering on the
 * thread takes it off (docs/decisions/047-admin-inbox-and-marketing-kit.md).
 */
export const adminInboxRouter = router({
  list: adminProcedure.input(ZAdminInboxInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    return toPage(await queries.conversation.listAdminInbox(ctx.db, window), window);
  }),

  /** The navigation's badge. */
  count: adminProcedure.query(async ({ ctx }) => ({
    count: await queries.conversation.countAdminInbox(ctx.db),
  })),
});
