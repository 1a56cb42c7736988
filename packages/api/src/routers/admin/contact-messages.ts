import { queries } from '@uniguide/db';
import {
  AppError,
  ZSetContactHandledInput,
  listWindow,
  toPage,
  ZContactMessageListInput,
} from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { adminProcedure, router } from '../../trpc';

const MESSAGE_NOT_FOUND = 'Message not found';

/** Messages sent from /contact (docs/product.md §11: stored, listed for admins), newest first. */
export const adminContactMessageRouter = router({
  list: adminProcedure.input(ZContactMessageListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    return toPage(
      await queries.listContactMessages(ctx.db, { handled: input.handled, ...window }),
      window,
    );
  }),

  setHandled: adminProcedure.input(ZSetContactHandledInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findContactMessage(tx, input.id);
      if (!before) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
      const updated = await queries.setContactMessageHandled(
        tx,
        input.id,
        input.handled,
        ctx.user.id,
      );
      if (!updated) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
      await writeAudit(tx, ctx, {
        action: input.handled ? 'contact_message_handled' : 'contact_message_reopened',
        resourceType: 'contact_message',
        resourceId: input.id,
        previousData: { handledAt: before.handledAt, handledBy: before.handledBy },
        newData: { handledAt: updated.handledAt, handledBy: updated.handledBy },
      });
      return updated;
    }),
  ),
});
