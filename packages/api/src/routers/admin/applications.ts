import { queries } from '@uniguide/db';
import { ZApplicationStatus, ZChangeStatusInput, ZSearchText } from '@uniguide/domain';
import { z } from 'zod';
import {
  ZListWindow,
  listWindow,
  optionalFilter,
  toPage,
} from '../../services/applications/list-window';
import { loadApplicationView } from '../../services/applications/view';
import { changeApplicationStatus } from '../../services/status-change';
import { adminProcedure, router } from '../../trpc';

export const ZAdminApplicationListInput = ZListWindow.extend({
  search: optionalFilter(ZSearchText),
  status: optionalFilter(ZApplicationStatus),
  sort: optionalFilter(z.enum(['updatedAt', 'createdAt'])),
});

/** Every agent's applications, for review. */
export const adminApplicationRouter = router({
  list: adminProcedure.input(ZAdminApplicationListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listApplications(ctx.db, {
      status: input.status,
      search: input.search,
      sort: input.sort ?? 'updatedAt',
      ...window,
    });
    return toPage(result, window);
  }),

  byId: adminProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .query(({ ctx, input }) => loadApplicationView(ctx.db, input.id, ctx.user, 'admin')),

  changeStatus: adminProcedure
    .input(ZChangeStatusInput)
    .mutation(({ ctx, input }) => changeApplicationStatus(ctx, input)),
});
