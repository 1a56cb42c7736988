import { queries } from '@uniguide/db';
import { CONTACT_THANK_YOU, ZContactInput } from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { publicProcedure, router } from '../../trpc';

/** The public contact form (docs/product.md §11: stored and listed for admins, not sent nowhere). */
export const contactRouter = router({
  send: publicProcedure.input(ZContactInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const message = await queries.insertContactMessage(trx, { ...input, ipAddress: ctx.meta.ip });
      await writeAudit(trx, ctx, {
        action: 'contact_message_sent',
        resourceType: 'contact_message',
        resourceId: message.id,
        newData: { name: input.name, email: input.email, subject: input.subject },
      });
      return { id: message.id, message: CONTACT_THANK_YOU };
    }),
  ),
});
