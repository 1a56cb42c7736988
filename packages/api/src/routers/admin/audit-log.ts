import { queries } from '@uniguide/db';
import { ZRowId, ZSearchText } from '@uniguide/domain';
import { z } from 'zod';
import {
  ZListWindow,
  listWindow,
  optionalFilter,
  toPage,
} from '../../services/applications/list-window';
import { adminProcedure, router } from '../../trpc';

/** A resource type as audit rows name them ('user', 'application', 'document', …). */
const ZResourceType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z_-]{0,39}$/, 'Unknown audit log type');

export const adminAuditLogRouter = router({
  /** Filtered server-side (the spec's screen left its filters unapplied; DESIGN.md §9). */
  list: adminProcedure
    .input(
      ZListWindow.extend({
        search: optionalFilter(ZSearchText),
        type: optionalFilter(ZResourceType),
        agencyId: ZRowId.optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const window = listWindow(input);
      const result = await queries.listAuditLogs(ctx.db, {
        search: input.search,
        resourceType: input.type,
        agencyId: input.agencyId,
        ...window,
      });
      return toPage(result, window);
    }),
});
