import { sql } from 'kysely';
import type { AgencyRole } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { likePattern } from '../../like-pattern';

export interface AdminAgencySummary {
  id: number;
  name: string;
  active: boolean;
  createdAt: string;
  memberCount: number;
  activeMemberCount: number;
  members: Array<{
    id: number;
    username: string;
    name: string;
    agencyRole: AgencyRole;
    active: boolean;
  }>;
  applicationCount: number;
  /** Commissions not reversed, in fils: earned, and of those paid. */
  earnedFils: number;
  paidFils: number;
}

/** Agencies for the admin console, newest first, with members, application counts and earnings. */
export async function listAgenciesForAdmin(
  db: Executor,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ items: AdminAgencySummary[]; total: number }> {
  const search = filter.search?.trim();
  const matching = () => {
    let query = db.selectFrom('agencies as g');
    if (search) {
      const pattern = likePattern(search);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('g.name')})`, 'like', pattern),
          eb.exists(
            eb
              .selectFrom('users as m')
              .select('m.id')
              .whereRef('m.agencyId', '=', 'g.id')
              .where(sql`lower(${sql.ref('m.username')})`, 'like', pattern),
          ),
        ]),
      );
    }
    return query;
  };
  const [countRow, rows] = await Promise.all([
    matching()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    matching()
      .selectAll('g')
      .select((eb) => [
        eb
          .selectFrom('applications as a')
          .innerJoin('users as m', 'm.id', 'a.userId')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('m.agencyId', '=', 'g.id')
          .as('applicationCount'),
        eb
          .selectFrom('commissions as c')
          .innerJoin('users as m', 'm.id', 'c.userId')
          .select(
            sql<number>`coalesce(sum(c.amount_fils) filter (where c.status <> 'reversed'), 0)`.as(
              'earned',
            ),
          )
          .whereRef('m.agencyId', '=', 'g.id')
          .as('earnedFils'),
        eb
          .selectFrom('commissions as c')
          .innerJoin('users as m', 'm.id', 'c.userId')
          .select(
            sql<number>`coalesce(sum(c.amount_fils) filter (where c.status = 'paid'), 0)`.as(
              'paid',
            ),
          )
          .whereRef('m.agencyId', '=', 'g.id')
          .as('paidFils'),
      ])
      .orderBy('g.createdAt', 'desc')
      .orderBy('g.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'agencyId', 'username', 'firstName', 'lastName', 'agencyRole', 'active'])
          .where('agencyId', 'in', ids)
          .where('role', '=', 'agent')
          .orderBy('agencyRole', 'desc')
          .orderBy('id')
          .execute();
  return {
    total: Number(countRow.count),
    items: rows.map((row) => {
      const own = members.filter((member) => member.agencyId === row.id);
      return {
        id: row.id,
        name: row.name,
        active: row.active,
        createdAt: row.createdAt.toISOString(),
        memberCount: own.length,
        activeMemberCount: own.filter((member) => member.active).length,
        members: own.map((member) => ({
          id: member.id,
          username: member.username,
          name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username,
          agencyRole: member.agencyRole ?? 'counsellor',
          active: member.active,
        })),
        applicationCount: Number(row.applicationCount ?? 0),
        earnedFils: Number(row.earnedFils ?? 0),
        paidFils: Number(row.paidFils ?? 0),
      };
    }),
  };
}

/**
 * The active agencies an owner may pick as a sub-agent by name: those their agency already works
 * with (a split either way), never any other, so the picker lists no stranger's name
 * (docs/product.md §5.5). Id and name only, at most `limit`, optionally those whose name contains
 * `search`.
 */
export async function listSubAgencyChoices(
  db: Executor,
  filter: { exceptAgencyId: number; search?: string; limit: number },
): Promise<{ id: number; name: string }[]> {
  let query = db
    .selectFrom('agencies as g')
    .select(['g.id', 'g.name'])
    .where('g.active', '=', true)
    .where('g.id', '!=', filter.exceptAgencyId)
    .where((eb) =>
      eb.or([
        eb(
          'g.id',
          'in',
          eb
            .selectFrom('commissionSplits')
            .select('subAgencyId')
            .where('agencyId', '=', filter.exceptAgencyId),
        ),
        eb(
          'g.id',
          'in',
          eb
            .selectFrom('commissionSplits')
            .select('agencyId')
            .where('subAgencyId', '=', filter.exceptAgencyId),
        ),
      ]),
    );
  const search = filter.search?.trim();
  if (search) query = query.where(sql`lower(${sql.ref('g.name')})`, 'like', likePattern(search));
  return query
    .orderBy(sql`lower(${sql.ref('g.name')})`)
    .orderBy('g.id')
    .limit(filter.limit)
    .execute();
}
