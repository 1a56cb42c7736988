import { queries } from '@uniguide/db';
import { adminProcedure, router } from '../../trpc';
import { adminApplicationRouter } from './applications';
import { adminAuditLogRouter } from './audit-log';
import { adminChartsRouter } from './charts';
import { adminUserRouter } from './users';

/** The admin console's calls; every procedure requires an admin. */
export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => queries.adminStats(ctx.db)),
  application: adminApplicationRouter,
  user: adminUserRouter,
  auditLog: adminAuditLogRouter,
  charts: adminChartsRouter,
});
