import { queries } from '@uniguide/db';
import { listScope, type SignedInContext } from '../../access';

export const RECENT_APPLICATIONS = 5;

/** The agent dashboard: active/finished counters and the newest applications by creation date. */
export async function applicationStats(ctx: SignedInContext) {
  const [counts, recent] = await Promise.all([
    queries.countApplicationsByState(ctx.db, listScope(ctx.user)),
    queries.listApplications(ctx.db, {
      owner: listScope(ctx.user),
      sort: 'createdAt',
      limit: RECENT_APPLICATIONS,
      offset: 0,
    }),
  ]);
  return { active: counts.active, finished: counts.finished, recent: recent.items };
}
