import { queries } from '@uniguide/db';
import {
  ZChangeStatusInput,
  listWindow,
  toPage,
  ZAdminApplicationListInput,
  ZIdInput,
} from '@uniguide/domain';
import { loadApplicationView } from '../../services/applications/view';
import { changeApplicationStatus } from '../../services/status-change';
import { adminProcedure, router } from '../../trpc';
import { exportApplicationsCsv } from './application-export';

/** Every agent's applications, for review. */
export const adminApplicationRouter = router({
  list: adminProcedure.input(ZAdminApplicationListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listApplications(ctx.db, {
      status: input.status,
      search: input.search,
      sort: input.sort ?? 'updatedAt',
      direction: input.direction,
      ...window,
    });
    return toPage(result, window);
  }),

  byId: adminProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => loadApplicationView(ctx.db, input.id, ctx.user, 'admin')),

  changeStatus: adminProcedure
    .input(ZChangeStatusInput)
    .mutation(({ ctx, input }) => changeApplicationStatus(ctx, input)),

  exportCsv: exportApplicationsCsv,
});
