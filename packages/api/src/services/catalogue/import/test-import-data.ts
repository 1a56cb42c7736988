import { readFileSync } from 'node:fs';
import type { Kysely, DB } from '@uniguide/db';

/** The catalogue fixture both import suites read: 14 rows of spellings, ditto marks and mistakes. */
export const messy = readFileSync(new URL('./fixtures/messy.csv', import.meta.url));

/** The program of that name, as stored. */
export function programOf(db: Kysely<DB>, name: string) {
  return db.selectFrom('programs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/** How many rows a table holds. */
export async function rowCount(db: Kysely<DB>, table: 'programs' | 'universities' | 'auditLogs') {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
