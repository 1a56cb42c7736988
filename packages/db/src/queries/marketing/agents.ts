// The agents the marketing kit speaks to: what each has seen, who hears of a university's new material.
import { sql } from 'kysely';
import type { Executor } from '../../executor';

/** Records the agent's visit; answers the one before (null for the first). */
export async function markMarketingSeen(db: Executor, userId: number): Promise<Date | null> {
  const { rows } = await sql<{ previous: Date | string | null }>`
    update users set marketing_seen_at = clock_timestamp()
    from (select marketing_seen_at as previous from users where id = ${userId} for update) old
    where id = ${userId}
    returning old.previous`.execute(db);
  const previous = rows[0]?.previous ?? null;
  return previous === null ? null : new Date(previous);
}

export async function marketingSeenAt(db: Executor, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('marketingSeenAt')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.marketingSeenAt ?? null;
}

/** Active agents with an application (any status but draft) to a program of the university. */
export async function listAgentsApplyingTo(db: Executor, universityId: number) {
  return db
    .selectFrom('users as o')
    .select(['o.id', 'o.notificationPreferences', 'o.language'])
    .where('o.role', '=', 'agent')
    .where('o.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications as a')
          .innerJoin('programs as p', 'p.id', 'a.programId')
          .select('a.id')
          .whereRef('a.userId', '=', 'o.id')
          .where('p.universityId', '=', universityId)
          .where('a.status', '!=', 'draft'),
      ),
    )
    .orderBy('o.id')
    .execute();
}
