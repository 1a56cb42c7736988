import { ZDeadJobInput, ZIdInput, ZOutboxListInput } from '@uniguide/domain';
import {
  getOutboxMessage,
  listDeadJobs,
  listOutbox,
  retryDeadJob,
  retryOutboxMessage,
} from '../../services/mail';
import { adminProcedure, router } from '../../trpc';

/** The outbox (every e-mail, sent or not) and the dead jobs, with their retries (decision 023). */
export const adminOutboxRouter = router({
  list: adminProcedure.input(ZOutboxListInput).query(({ ctx, input }) => listOutbox(ctx, input)),
  get: adminProcedure.input(ZIdInput).query(({ ctx, input }) => getOutboxMessage(ctx, input.id)),
  retry: adminProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => retryOutboxMessage(ctx, input.id)),
  deadJobs: adminProcedure.query(({ ctx }) => listDeadJobs(ctx)),
  retryDeadJob: adminProcedure
    .input(ZDeadJobInput)
    .mutation(({ ctx, input }) => retryDeadJob(ctx, input.id)),
});
