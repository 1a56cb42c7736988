import { ZContactInput } from '@uniguide/domain';
import { sendContactMessage } from '../../services/contact';
import { publicProcedure, router } from '../../trpc';

/** The public contact form (docs/product.md §11: stored and listed for admins, not sent nowhere). */
export const contactRouter = router({
  send: publicProcedure
    .input(ZContactInput)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),
});
