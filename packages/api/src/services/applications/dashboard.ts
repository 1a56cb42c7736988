import { queries } from '@uniguide/db';
import { listScope, type SignedInContext } from '../../access';
import { agentListRows, conversationStats } from './lists';

export const RECENT_APPLICATIONS = 5;

/**
 * The agent dashboard: active/finished counters, open document requests and unread messages, and
 * the newest applications by creation date (each with its counts).
 */
export async function applicationStats(ctx: SignedInContext) {
  const [counts, recent, conversation] = await Promise.all([
    queries.applications.countApplicationsByState(ctx.db, listScope(ctx.user)),
    queries.applications.listApplications(ctx.db, {
      owner: listScope(ctx.user),
      sort: 'createdAt',
      limit: RECENT_APPLICATIONS,
      offset: 0,
    }),
    conversationStats(ctx),
  ]);
  return {
    active: counts.active,
    finished: counts.finished,
    ...conversation,
    recent: await agentListRows(ctx, recent.items),
  };
}
