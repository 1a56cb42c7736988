import { sql, type Expression, type SqlBool } from 'kysely';
import type { Commission, CommissionFilter } from '@uniguide/domain';
import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { overdueCondition, utcToday } from './commissions';
import { likePattern } from '../../like-pattern';
import { ownedBy, type OwnerScope } from '../../owner-scope';

/** `unpaid` = pending or invoiced whatever the date: the admin's payouts queue. */
export type CommissionListStatus = CommissionFilter | 'unpaid';
export type CommissionSort = 'payout-asc' | 'payout-desc' | 'earned-desc' | 'amount-desc';

export interface CommissionListFilter {
  /** One agent's or one agency's commissions; undefined = every agent's (admins). */
  owner?: OwnerScope;
  universityId?: number;
  status?: CommissionListStatus;
  /** Student name or e-mail, program, university, and (for admins) the agent. */
  search?: string;
  sort: CommissionSort;
  limit: number;
  offset: number;
}

const UNPAID = sql<SqlBool>`c.status in ('pending', 'invoiced')`;

function statusCondition(status: CommissionListStatus): Expression<SqlBool> {
  switch (status) {
    case 'overdue':
      return overdueCondition('c');
    case 'due':
      return sql<SqlBool>`(${UNPAID} and c.expected_payout_on >= ${utcToday})`;
    case 'unpaid':
      return UNPAID;
    default:
      return sql<SqlBool>`c.status = ${status}`;
  }
}

/**
 * The WHERE on commissions alone, so the count and the page's id lookup need no joins. Each search
 * target is an `IN (subquery)` that the trigram indexes of students, programs and agents answer;
 * PostgreSQL hashes each subquery's ids once (`= any(array(…))` compared every row with every id,
 * seconds on a search matching a thousand students).
 */
function matchingCommissions(
  db: Executor,
  filter: Omit<CommissionListFilter, 'sort' | 'limit' | 'offset'>,
) {
  let query = db.selectFrom('commissions as c');
  if (filter.owner !== undefined) query = query.where(ownedBy('c.user_id', filter.owner));
  if (filter.universityId !== undefined) {
    query = query.where('c.universityId', '=', isId(filter.universityId) ? filter.universityId : 0);
  }
  if (filter.status) {
    const condition = statusCondition(filter.status);
    query = query.where(() => condition);
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    let applicationIds = db
      .selectFrom('applications as a')
      .select('a.id')
      // Same expression as applications_search_trgm_idx.
      .where(
        sql`lower(${sql.ref('a.studentFirstName')} || ' ' || ${sql.ref('a.studentLastName')} || ' ' || ${sql.ref('a.studentEmail')})`,
        'like',
        pattern,
      );
    // An agent's search reads their own applications only, however common the word.
    if (filter.owner !== undefined)
      applicationIds = applicationIds.where(ownedBy('a.user_id', filter.owner));
    const programIds = db
      .selectFrom('programs')
      .select('programs.id')
      .where(sql`lower(${sql.ref('programs.name')})`, 'like', pattern);
    const universityIds = db
      .selectFrom('universities')
      .select('universities.id')
      .where(sql`lower(${sql.ref('universities.name')})`, 'like', pattern);
    const targets = [
      sql<SqlBool>`c.application_id in (${applicationIds})`,
      sql<SqlBool>`c.program_id in (${programIds})`,
      sql<SqlBool>`c.university_id in (${universityIds})`,
    ];
    if (filter.owner === undefined) {
      const agentIds = db
        .selectFrom('users')
        .select('users.id')
        // Same expression as users_search_trgm_idx.
        .where(
          sql`lower(username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(agency_name, ''))`,
          'like',
          pattern,
        );
      targets.push(sql<SqlBool>`c.user_id in (${agentIds})`);
    }
    query = query.where((eb) => eb.or(targets));
  }
  return query;
}

/** ORDER BY of each sort, ending on the id so pages never overlap. */
function orderBy(sort: CommissionSort) {
  switch (sort) {
    case 'payout-desc':
      return sql`c.expected_payout_on desc, c.id desc`;
    case 'earned-desc':
      return sql`c.earned_at desc, c.id desc`;
    case 'amount-desc':
      return sql`c.amount_fils desc nulls last, c.id desc`;
    default:
      return sql`c.expected_payout_on asc, c.id asc`;
  }
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return new Date(value).toISOString();
}

/** A commission as the list query reads it: its agent's id as `userId`, times as the driver answers them. */
type CommissionListRow = Omit<
  Commission,
  'agentId' | 'earnedAt' | 'invoicedAt' | 'paidAt' | 'reversedAt'
> & {
  userId: number;
  earnedAt: Date | string;
  invoicedAt: Date | string | null;
  paidAt: Date | string | null;
  reversedAt: Date | string | null;
};

function toCommission(row: CommissionListRow): Commission {
  return {
    id: row.id,
    applicationId: row.applicationId,
    agentId: row.userId,
    agentName: row.agentName,
    studentName: row.studentName,
    programId: row.programId,
    programName: row.programName,
    universityId: row.universityId,
    universityName: row.universityName,
    tuitionFils: row.tuitionFils,
    rateBps: row.rateBps,
    amountFils: row.amountFils,
    status: row.status,
    overdue: row.overdue,
    earnedAt: iso(row.earnedAt) ?? '',
    expectedPayoutOn: row.expectedPayoutOn,
    invoicedAt: iso(row.invoicedAt),
    paidAt: iso(row.paidAt),
    reversedAt: iso(row.reversedAt),
  };
}

/** Joined rows of the given commission ids (or of a page subquery), in the list's order. */
function joinedCommissions(db: Executor) {
  return db
    .selectFrom('commissions as c')
    .innerJoin('applications as a', 'a.id', 'c.applicationId')
    .innerJoin('programs as p', 'p.id', 'c.programId')
    .innerJoin('universities as u', 'u.id', 'c.universityId')
    .innerJoin('users as agent', 'agent.id', 'c.userId')
    .select([
      'c.id',
      'c.applicationId',
      'c.userId',
      'c.programId',
      'c.universityId',
      'c.tuitionFils',
      'c.rateBps',
      'c.amountFils',
      'c.status',
      'c.earnedAt',
      'c.expectedPayoutOn',
      'c.invoicedAt',
      'c.paidAt',
      'c.reversedAt',
      'p.name as programName',
      'u.name as universityName',
      sql<string>`a.student_first_name || ' ' || a.student_last_name`.as('studentName'),
      sql<string>`coalesce(nullif(trim(concat_ws(' ', agent.first_name, agent.last_name)), ''), agent.username)`.as(
        'agentName',
      ),
      overdueCondition('c').as('overdue'),
    ]);
}

/**
 * A page of commissions with the total. The page's ids come from commissions alone, walking
 * commissions_user_payout_idx (an agent's list), commissions_status_payout_idx (status filters) or
 * commissions_earned_idx; only the page's rows are joined to their application, program and agent.
 */
export async function listCommissions(
  db: Executor,
  filter: CommissionListFilter,
): Promise<{ items: Commission[]; total: number }> {
  const pageIds = matchingCommissions(db, filter)
    .select('c.id')
    .orderBy(orderBy(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  const [countRow, rows] = await Promise.all([
    matchingCommissions(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    joinedCommissions(db).where('c.id', 'in', pageIds).orderBy(orderBy(filter.sort)).execute(),
  ]);
  return { items: rows.map(toCommission), total: Number(countRow.count) };
}

/** One commission as the lists show it (after a move or a correction). */
export async function findCommission(db: Executor, id: number): Promise<Commission | undefined> {
  if (!isId(id)) return undefined;
  const row = await joinedCommissions(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCommission(row) : undefined;
}
