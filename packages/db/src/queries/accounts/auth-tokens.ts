import { sql } from 'kysely';
import type { Executor } from '../../executor';

export interface NewAuthToken {
  userId: number;
  purpose: string;
  tokenHash: string;
  email: string;
  expiresAt: Date;
}

export async function insertAuthToken(db: Executor, values: NewAuthToken): Promise<void> {
  await db.insertInto('authTokens').values(values).execute();
}

/** Ends every unused token of the user for that purpose (a newer one replaces them, or one was used). */
export async function retireAuthTokens(
  db: Executor,
  userId: number,
  purpose: string,
): Promise<number> {
  const result = await db
    .updateTable('authTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Uses a token once: marks it used when it matches, is unused and unexpired, and answers whom it was
 * issued to (and at which address). Two concurrent uses cannot both succeed.
 */
export async function useAuthToken(
  db: Executor,
  tokenHash: string,
  purpose: string,
): Promise<{ userId: number; email: string } | undefined> {
  return db
    .updateTable('authTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

/** Deletes tokens that expired or were used more than a day ago. */
export async function deleteSpentAuthTokens(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('authTokens')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<', sql<Date>`now() - interval '1 day'`),
        eb('usedAt', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The named signing secret: `candidate` becomes it when none exists yet (the first process wins). */
export async function ensureSigningKey(
  db: Executor,
  name: string,
  candidate: string,
): Promise<string> {
  await db
    .insertInto('signingKeys')
    .values({ name, secret: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signingKeys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
