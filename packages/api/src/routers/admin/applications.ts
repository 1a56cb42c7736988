import { ZChangeStatusInput, ZAdminApplicationListInput, ZIdInput } from '@uniguide/domain';
import { adminApplicationList } from '../../services/applications';
import { loadApplicationView } from '../../services/applications';
import { changeApplicationStatus } from '../../services/applications';
import { adminProcedure, router } from '../../trpc';
import { exportApplicationsCsv } from './application-export';

/** Every agent's applications, for review. */
export const adminApplicationRouter = router({
  /** The queue (needs-admin, oldest first) by default; see adminApplicationList for the views. */
  list: adminProcedure
    .input(ZAdminApplicationListInput)
    .query(({ ctx, input }) => adminApplicationList(ctx, input)),

  byId: adminProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => loadApplicationView(ctx.db, input.id, ctx.user, 'admin')),

  changeStatus: adminProcedure
    .input(ZChangeStatusInput)
    .mutation(({ ctx, input }) => changeApplicationStatus(ctx, input)),

  exportCsv: exportApplicationsCsv,
});
