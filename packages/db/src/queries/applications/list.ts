import { sql, type SqlBool } from 'kysely';
import { FINISHED_STATUSES } from '@uniguide/domain';
import type { Executor } from '../../executor';
import {
  boundedCount,
  exactTotal,
  sampledPercent,
  sampledTable,
  type CountedTotal,
} from '../../bounded-count';
import { likePattern } from '../../like-pattern';
import { ownedBy, type OwnerScope } from '../../owner-scope';
import { countApplicationsWithStatus } from './stats';
import type { ApplicationCounts, ApplicationListFilter, ApplicationSummary } from './types';
import { joinedApplications, summaryColumns, toSummary, universityLogo } from './joined';

type ListConditions = Omit<ApplicationListFilter, 'limit' | 'offset' | 'sort' | 'direction'>;

/**
 * The list's WHERE on applications alone, so the count and the page's id lookup need no joins: every
 * predicate is on the row itself, and the program-name search is a subquery whose ids become an array.
 * `program_id = ANY(ARRAY(…))` is indexable, so PostgreSQL can OR the student trigram index with
 * applications_program_idx (a BitmapOr) instead of filtering every application of a join.
 */
function matchingApplications(
  db: Executor,
  filter: ListConditions,
  options: { sampled?: boolean } = {},
) {
  // A block sample of the table under the same alias, for estimating a large search's total.
  let query = options.sampled
    ? (db.selectFrom(sampledTable('applications', 'a')) as unknown as ReturnType<
        typeof db.selectFrom<'applications as a'>
      >)
    : db.selectFrom('applications as a');
  if (filter.owner !== undefined) query = query.where(ownedBy('a.user_id', filter.owner));
  if (filter.status) query = query.where('a.status', '=', filter.status);
  else if (filter.excludeDrafts) query = query.where('a.status', '!=', 'draft');
  // applications_admin_queue_idx holds exactly these rows.
  if (filter.needsAdmin) query = query.where('a.adminAttentionSince', 'is not', null);
  // applications_awaiting_reply_idx holds exactly these rows.
  if (filter.awaitingReply) query = query.where('a.awaitingReplySince', 'is not', null);
  if (filter.atUniversity) {
    // applications_at_university_idx holds exactly these rows.
    query = query.where('a.status', '=', 'submitted-to-university');
    const overdue = filter.atUniversity.overdueDays;
    if (overdue !== undefined) {
      if (overdue.size === 0) return query.where(sql<SqlBool>`false`);
      const limits = sql.join(
        [...overdue].map(
          ([universityId, days]) => sql`(${universityId}::integer, ${days}::float8)`,
        ),
      );
      query = query.where(
        sql<SqlBool>`exists (
          select 1 from programs p
          join (values ${limits}) as m (university_id, days) on m.university_id = p.university_id
          where p.id = ${sql.ref('a.programId')}
            and ${sql.ref('a.submittedToUniversityDate')} < now() - m.days * interval '1 day')`,
      );
    }
  }
  if (filter.unreadBy) {
    // application_messages_unread_idx holds only unread rows.
    query = query.where(
      sql<SqlBool>`exists (
        select 1 from application_messages m
        where m.application_id = ${sql.ref('a.id')}
          and m.read_at is null and m.side <> ${filter.unreadBy})`,
    );
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const programIds = db
      .selectFrom('programs')
      .select('programs.id')
      // Same expression as programs_name_trgm_idx (migration 0002).
      .where(sql`lower(${sql.ref('programs.name')})`, 'like', pattern);
    query = query.where((eb) =>
      eb.or([
        // Same expression as applications_search_trgm_idx, so PostgreSQL can use it.
        eb(
          sql`lower(${sql.ref('a.studentFirstName')} || ' ' || ${sql.ref('a.studentLastName')} || ' ' || ${sql.ref('a.studentEmail')})`,
          'like',
          pattern,
        ),
        sql<SqlBool>`${sql.ref('a.programId')} = any(array(${programIds}))`,
      ]),
    );
  }
  return query;
}

/**
 * A list's total without counting a million rows: the status counters (migration 0004) when only a
 * status narrows the list; an exact count of one agent's applications; for an admin search, exact
 * up to EXACT_COUNT_LIMIT and estimated from a block sample above it (boundedCount).
 */
async function countApplications(db: Executor, filter: ListConditions): Promise<CountedTotal> {
  const search = filter.search?.trim();
  const queueOnly =
    filter.needsAdmin || filter.awaitingReply || filter.atUniversity?.overdueDays !== undefined;
  if (!search && filter.owner === undefined && !queueOnly) {
    if (filter.atUniversity && !filter.status)
      return exactTotal(await countApplicationsWithStatus(db, 'submitted-to-university'));
    if (filter.atUniversity && filter.status !== 'submitted-to-university') return exactTotal(0);
    // Every status but drafts: all the counters less the drafts'.
    if (filter.excludeDrafts && !filter.status)
      return exactTotal(
        (await countApplicationsWithStatus(db)) - (await countApplicationsWithStatus(db, 'draft')),
      );
    return exactTotal(await countApplicationsWithStatus(db, filter.status));
  }
  // The queue and the overdue list are small partial-index reads: counted exactly.
  if (!search && queueOnly)
    return exactTotal(
      Number(
        (
          await matchingApplications(db, filter)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),
    );
  const exact = async (query: ReturnType<typeof matchingApplications>) =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
        .count,
    );
  if (filter.owner !== undefined) return exactTotal(await exact(matchingApplications(db, filter)));
  return boundedCount({
    upTo: async (limit) => {
      // The search alone (OFFSET 0 keeps PostgreSQL from merging it into the outer query), its
      // matches streamed through the status filter: ANDing the trigram bitmap with the status index
      // built a bitmap of every application in that status (150 000) before the first match.
      const { status, ...search } = filter;
      const row = await db
        .selectFrom(
          db
            .selectFrom(
              matchingApplications(db, search).select(['a.id', 'a.status']).offset(0).as('a'),
            )
            .select('a.id')
            .$if(status !== undefined, (query) => query.where('a.status', '=', status!))
            .limit(limit)
            .as('matches'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    inSample: () =>
      matchingApplications(db, filter, { sampled: true })
        .select((eb) => [eb.fn.countAll<number>().as('count'), sampledPercent('applications')])
        .executeTakeFirstOrThrow(),
  });
}

/**
 * A page of application summaries by `sort` (default createdAt, newest first), with the total and
 * whether that total is an estimate (countApplications).
 */
export async function listApplications(
  db: Executor,
  filter: ApplicationListFilter,
): Promise<{ items: ApplicationSummary[] } & CountedTotal> {
  const sort = filter.sort ?? 'createdAt';
  const direction = filter.direction ?? 'desc';
  // The page is chosen on applications alone (its (…, sort, id) indexes give the order), and only its
  // rows are joined: a deep offset would otherwise join every skipped row to its program and owner.
  const pageIds = matchingApplications(db, filter)
    .select('a.id')
    .orderBy(`a.${sort}`, direction)
    .orderBy('a.id', direction)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total, rows] = await Promise.all([
    countApplications(db, filter),
    joinedApplications(db)
      .select(summaryColumns)
      .select(universityLogo)
      .where('a.id', 'in', pageIds)
      .orderBy(`a.${sort}`, direction)
      .orderBy('a.id', direction)
      .execute(),
  ]);
  return { items: rows.map(toSummary), ...total };
}

/** Active = not finished (approved, rejected, completed), as the dashboard counters define it. */
export async function countApplicationsByState(
  db: Executor,
  owner?: OwnerScope,
): Promise<ApplicationCounts> {
  const finished = sql.join(FINISHED_STATUSES.map((status) => sql.lit(status)));
  let query = db
    .selectFrom('applications')
    .select([
      sql<number>`count(*) filter (where ${sql.ref('status')} not in (${finished}))`.as('active'),
      sql<number>`count(*) filter (where ${sql.ref('status')} in (${finished}))`.as('finished'),
    ]);
  if (owner !== undefined) query = query.where(ownedBy('user_id', owner));
  const row = await query.executeTakeFirstOrThrow();
  return { active: Number(row.active), finished: Number(row.finished) };
}
