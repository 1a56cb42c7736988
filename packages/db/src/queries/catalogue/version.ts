import { sql } from 'kysely';
import type { Executor } from '../../executor';

/**
 * The catalogue's version: a trigger adds one on every statement that writes programs or universities
 * (migration 0004), so a cache filled under another number is out of date.
 */
export async function catalogueVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom('catalogueVersion').select('version').executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Makes this transaction's catalogue writes leave the version alone (migration 0012); the writer calls
 * `bumpCatalogueVersion` once when all its transactions are done.
 */
export async function deferCatalogueVersion(trx: Executor): Promise<void> {
  await sql`select set_config('uniguide.defer_catalogue_version', 'on', true)`.execute(trx);
}

/** Moves the catalogue version on: every cache filled under the old number is out of date. */
export async function bumpCatalogueVersion(db: Executor): Promise<void> {
  await db
    .updateTable('catalogueVersion')
    .set((eb) => ({ version: eb('version', '+', 1), changedAt: sql`now()` }))
    .execute();
}

/**
 * The pieces of tidying the catalogue after an import, one statement each, so the embedded database
 * (one session, which other requests' queries wait for) can rest between them: reclaim the rows an import
 * replaced (VACUUM, which also moves what the trigram indexes hold pending into them) and refresh
 * the planner's statistics (ANALYZE). The embedded database has no autovacuum: without this every
 * import would leave its old rows behind, the catalogue's index-only scans would read the table
 * again, and the planner would sort the table for a deep catalogue page instead of walking the name
 * index (decisions 032, 081). Not in a transaction.
 */
export const CATALOGUE_TIDY_STEPS = [
  sql`VACUUM programs`,
  sql`ANALYZE programs`,
  sql`VACUUM universities`,
  sql`ANALYZE universities`,
] as const;

/**
 * For the rest of the transaction, the trigram (GIN) indexes move their pending entries into the
 * index once 64 kB are pending, instead of the default 4 MB: each of an embedded import's steps then
 * does a small share of that work, where a 4 MB flush held the session for a second or more at
 * intervals (decision 081).
 */
export async function boundPendingIndexEntries(trx: Executor): Promise<void> {
  await sql`SET LOCAL gin_pending_list_limit = 64`.execute(trx);
}
