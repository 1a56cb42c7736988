import { queries, type OwnerScope } from '@uniguide/db';
import {
  OVERDUE_FACTOR,
  decisionClock,
  listWindow,
  toPage,
  type AdminApplicationListInput,
  type DecisionClock,
  type DocumentProgress,
  type MessageSide,
} from '@uniguide/domain';
import { listScope, type SignedInContext } from '../../access';
import type { Executor } from '../audit/audit';

/** What the conversation adds to a list row: "n of m documents", open requests, unread messages. */
export interface ConversationCounts {
  documents: DocumentProgress;
  openRequests: number;
  unreadMessages: number;
}

type Summary = queries.applications.ApplicationSummary;

/** The page's counts, three grouped reads over the page's ids (indexes, no per-row queries). */
async function withCounts<T extends Summary>(
  db: Executor,
  items: T[],
  side: MessageSide,
): Promise<Array<T & ConversationCounts>> {
  const ids = items.map((item) => item.id);
  const [progress, requests, unread] = await Promise.all([
    queries.documents.documentProgress(db, ids),
    queries.documents.openRequestCounts(db, ids),
    queries.conversation.unreadMessageCounts(db, ids, side),
  ]);
  return items.map((item) => ({
    ...item,
    documents: progress.get(item.id) ?? { complete: 0, total: 0 },
    openRequests: requests.get(item.id) ?? 0,
    unreadMessages: unread.get(item.id) ?? 0,
  }));
}

/** The agent's list rows with their counts. */
export async function agentListRows<T extends Summary>(ctx: SignedInContext, items: T[]) {
  return withCounts(ctx.db, items, 'agent');
}

/**
 * The admin console's list (admin.application.list). `needs-admin` (the default) lists the queue
 * oldest first; `all` every application but drafts (unless asked for); `waiting-longest` those with
 * the university, longest first; `overdue` those past their university's median + 50 %. Each row
 * carries its counts, its place in the queue and its decision clock.
 */
export async function adminApplicationList(ctx: SignedInContext, input: AdminApplicationListInput) {
  const window = listWindow(input);
  const view = input.view ?? 'needs-admin';
  const medians = lazyMedians(ctx.db);
  const base = {
    status: input.status,
    search: input.search,
    excludeDrafts: !input.includeDrafts,
    ...window,
  };
  const filter: queries.applications.ApplicationListFilter =
    view === 'needs-admin'
      ? { ...base, needsAdmin: true, sort: 'adminAttentionSince', direction: 'asc' }
      : view === 'waiting-longest'
        ? { ...base, atUniversity: {}, sort: 'submittedToUniversityDate', direction: 'asc' }
        : view === 'awaiting-reply'
          ? { ...base, awaitingReply: true, sort: 'awaitingReplySince', direction: 'asc' }
          : view === 'overdue'
            ? {
                ...base,
                atUniversity: { overdueDays: overdueDays(await medians.get()) },
                sort: 'submittedToUniversityDate',
                direction: 'asc',
              }
            : { ...base, sort: input.sort ?? 'updatedAt', direction: input.direction };
  const result = await queries.applications.listApplications(ctx.db, filter);
  const rows = await withCounts(ctx.db, result.items, 'admin');
  const atUniversity = rows.some((row) => row.status === 'submitted-to-university');
  const medianOf = atUniversity ? await medians.get() : new Map<number, number>();
  const now = new Date();
  const items = rows.map((row) => ({
    ...row,
    clock: clockOf(row, medianOf, now),
  }));
  return toPage({ ...result, items }, window);
}

function clockOf(row: Summary, medians: Map<number, number>, now: Date): DecisionClock {
  const since =
    row.status === 'submitted-to-university' && row.submittedToUniversityDate
      ? new Date(row.submittedToUniversityDate)
      : null;
  return decisionClock(since, medians.get(row.program.universityId) ?? null, now);
}

function overdueDays(medians: Map<number, number>): Map<number, number> {
  return new Map([...medians].map(([universityId, days]) => [universityId, days * OVERDUE_FACTOR]));
}

/** How long one process reuses the universities' medians (they move with decisions, slowly). */
export const MEDIANS_TTL_MS = 10 * 60 * 1000;
let cachedMedians: { at: number; db: Executor; medians: Promise<Map<number, number>> } | undefined;

/**
 * The medians are a scan of a year of decisions, so they are read only when a row or the view needs
 * them, and reused for MEDIANS_TTL_MS by this process (per database, for the tests' many).
 */
function lazyMedians(db: Executor) {
  return {
    get: () => {
      const now = Date.now();
      if (!cachedMedians || cachedMedians.db !== db || now - cachedMedians.at > MEDIANS_TTL_MS) {
        const medians = queries.applications.universityMedians(db);
        cachedMedians = { at: now, db, medians };
        // A failed read is not kept.
        medians.catch(() => {
          if (cachedMedians?.medians === medians) cachedMedians = undefined;
        });
      }
      return cachedMedians.medians;
    },
  };
}

/** The dashboard's figures: open requests and unread messages in the user's scope. */
export async function conversationStats(
  ctx: SignedInContext,
  scope: OwnerScope = listScope(ctx.user),
) {
  const [requests, unread] = await Promise.all([
    queries.documents.listOpenRequests(ctx.db, scope, { limit: 1, offset: 0 }),
    queries.conversation.countUnreadMessages(ctx.db, 'agent', scope),
  ]);
  return { openRequests: requests.total, unreadMessages: unread };
}
