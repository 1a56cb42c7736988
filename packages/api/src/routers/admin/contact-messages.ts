import { ZContactMessageListInput, ZSetContactHandledInput } from '@uniguide/domain';
import { listContactMessages, setContactHandled } from '../../services/contact';
import { adminProcedure, router } from '../../trpc';

/** Messages sent from /contact (docs/product.md §11: stored, listed for admins), newest first. */
export const adminContactMessageRouter = router({
  list: adminProcedure
    .input(ZContactMessageListInput)
    .query(({ ctx, input }) => listContactMessages(ctx, input)),

  setHandled: adminProcedure
    .input(ZSetContactHandledInput)
    .mutation(({ ctx, input }) => setContactHandled(ctx, input)),
});
