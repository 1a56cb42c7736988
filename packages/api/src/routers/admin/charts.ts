import { queries } from '@uniguide/db';
import { adminProcedure, router } from '../../trpc';

/** The overview's time axis: the current week and the eleven before it. */
export const CHART_WEEKS = 12;

/** Figures for the overview's charts, computed in SQL like the stat cards. */
export const adminChartsRouter = router({
  overview: adminProcedure.query(async ({ ctx }) => {
    const [byStatus, perWeek] = await Promise.all([
      queries.applications.countApplicationsByStatus(ctx.db),
      queries.applications.countApplicationsPerWeek(ctx.db, { weeks: CHART_WEEKS }),
    ]);
    return { byStatus, perWeek };
  }),
});
