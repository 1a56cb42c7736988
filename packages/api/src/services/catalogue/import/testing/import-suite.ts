import { readFileSync } from 'node:fs';
import type { DB, Driver, Kysely } from '@uniguide/db';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll } from 'vitest';

/** The catalogue fixture both import suites read: 14 rows of spellings, ditto marks and mistakes. */
export const messy = readFileSync(new URL('../fixtures/messy.csv', import.meta.url));

type CountedTable = 'programs' | 'universities' | 'auditLogs';

/**
 * A database of the suite's own, made before its tests and dropped after them, with the two reads the
 * import suites check it by: a program by name, as stored, and how many rows a table holds.
 */
export function importSuiteDatabase(driver: Driver) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.dispose());
  const db = (): Kysely<DB> => {
    if (!database) throw new Error('the suite database is made in beforeAll');
    return database.db;
  };
  return {
    get db() {
      return db();
    },
    programNamed: (name: string) =>
      db().selectFrom('programs').selectAll().where('name', '=', name).executeTakeFirstOrThrow(),
    countRows: async (table: CountedTable) => {
      const { count } = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
