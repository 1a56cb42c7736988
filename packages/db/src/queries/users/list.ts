import { sql } from 'kysely';
import type { PublicUser } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { likePattern } from '../../like-pattern';
import { toPublicUser } from './users';

export interface AdminUserSummary extends PublicUser {
  applicationCount: number;
}

export interface AdminUserFilter {
  /** Matches username, first name, last name or agency, case-insensitive. */
  search?: string;
  limit: number;
  offset: number;
}

function filteredUsers(db: Executor, filter: Pick<AdminUserFilter, 'search'>) {
  let query = db.selectFrom('users');
  const search = filter.search?.trim();
  if (search) {
    // The same expression as users_search_trgm_idx, so PostgreSQL can use the index.
    query = query.where(
      sql`lower(${sql.ref('username')} || ' ' || coalesce(${sql.ref('firstName')}, '') || ' ' || coalesce(${sql.ref('lastName')}, '') || ' ' || coalesce(${sql.ref('agencyName')}, ''))`,
      'like',
      likePattern(search),
    );
  }
  return query;
}

/** Users for the admin console, newest first, with how many applications each has. */
export async function listUsersForAdmin(
  db: Executor,
  filter: AdminUserFilter,
): Promise<{ items: AdminUserSummary[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    filteredUsers(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    filteredUsers(db, filter)
      .selectAll('users')
      .select((eb) =>
        eb
          .selectFrom('applications')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('applications.userId', '=', 'users.id')
          .as('applicationCount'),
      )
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return {
    items: rows.map(({ applicationCount, ...row }) => ({
      ...toPublicUser(row),
      applicationCount: Number(applicationCount ?? 0),
    })),
    total: Number(countRow.count),
  };
}
