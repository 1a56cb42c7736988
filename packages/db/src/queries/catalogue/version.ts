import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../executor';
import type { DB } from '../../schema';

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
 * The most rows an embedded ANALYZE reads. ANALYZE copies 300 rows per unit of the largest statistics
 * target into memory, and `programs.search_text` asks for 1,000 (migration 0004): after the largest
 * import it read the whole table, about 45 MB, into the WebAssembly memory, which never shrinks
 * (decision 087). A larger table is analysed on this many rows, every column's histogram at most
 * `EMBEDDED_ANALYZE_ROWS / 300` entries; a smaller one keeps its finer statistics.
 */
export const EMBEDDED_ANALYZE_ROWS = 10_000;
const ROWS_PER_TARGET = 300;

/** ANALYZE of one table within `EMBEDDED_ANALYZE_ROWS`, in a transaction of its own. */
function analyzeWithinRowBudget(table: 'programs' | 'universities') {
  return (db: Kysely<DB>) =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ reltuples: number }>`
        SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass`.execute(trx);
      // A table never vacuumed or analysed counts -1 rows: unknown, so analysed within the budget.
      const counted = Number(rows[0]?.reltuples ?? -1);
      if (counted >= 0 && counted <= EMBEDDED_ANALYZE_ROWS) {
        await sql`ANALYZE ${sql.table(table)}`.execute(trx);
        return;
      }
      const target = Math.floor(EMBEDDED_ANALYZE_ROWS / ROWS_PER_TARGET);
      // A column's own target outranks the default: lowered for this analysis, then put back, in
      // the same transaction.
      const { rows: finer } = await sql<{ column: string; target: number }>`
        SELECT attname AS column, attstattarget AS target FROM pg_attribute
        WHERE attrelid = ${table}::regclass AND attnum > 0 AND attstattarget > ${target}`.execute(
        trx,
      );
      const setTarget = (column: string, value: number) =>
        sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.id(column)} SET STATISTICS ${sql.lit(value)}`.execute(
          trx,
        );
      await sql`SET LOCAL default_statistics_target = ${sql.lit(target)}`.execute(trx);
      for (const { column } of finer) await setTarget(column, target);
      await sql`ANALYZE ${sql.table(table)}`.execute(trx);
      for (const { column, target: own } of finer) await setTarget(column, Number(own));
    });
}

/**
 * The pieces of tidying the catalogue after an embedded import, one piece each (a VACUUM, or an ANALYZE in a short transaction of its own), so the embedded
 * database (one session, which other requests' queries wait for) can rest between them: reclaim the
 * rows an import replaced (VACUUM, which also moves what the trigram indexes hold pending into them)
 * and refresh the planner's statistics (ANALYZE, on at most `EMBEDDED_ANALYZE_ROWS` rows). The embedded database has no
 * autovacuum: without this every import would leave its old rows behind, the catalogue's index-only
 * scans would read the table again, and the planner would sort the table for a deep catalogue page
 * instead of walking the name index (decisions 032, 081). VACUUM runs outside a transaction.
 */
export const CATALOGUE_TIDY_STEPS: ReadonlyArray<(db: Kysely<DB>) => Promise<unknown>> = [
  (db) => sql`VACUUM programs`.execute(db),
  analyzeWithinRowBudget('programs'),
  (db) => sql`VACUUM universities`.execute(db),
  analyzeWithinRowBudget('universities'),
];

/**
 * For the rest of the transaction, the trigram (GIN) indexes move their pending entries into the
 * index once 64 kB are pending, instead of the default 4 MB: each of an embedded import's steps then
 * does a small share of that work, where a 4 MB flush held the session for a second or more at
 * intervals (decision 081).
 */
export async function boundPendingIndexEntries(trx: Executor): Promise<void> {
  await sql`SET LOCAL gin_pending_list_limit = 64`.execute(trx);
}
