import { readFileSync } from 'node:fs';
import { testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Catalogue from './index';
import type * as Write from './write';

/** Counts the comparisons with the catalogue made on this thread (the worker's own copy is not mocked). */
const planned = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./write', async (importOriginal) => {
  const actual = await importOriginal<typeof Write>();
  return {
    ...actual,
    planCatalogueWrite: (...args: Parameters<typeof actual.planCatalogueWrite>) => {
      planned.calls += 1;
      return actual.planCatalogueWrite(...args);
    },
  };
});

const messy = readFileSync(new URL('./fixtures/messy.csv', import.meta.url));

/**
 * Where an import's work runs (docs/decisions/087-import-memory.md): the
 * worker thread compares and writes, on a connection of its own to PostgreSQL or through the
 * embedded database's one session, lent by the request thread; the request thread holds none of the
 * rows and plans nothing.
 */
describe.each(testDrivers())('the thread a catalogue import works on, on %s', (driver) => {
  let database: TestDatabase;
  let importCatalogue: typeof Catalogue.importCatalogue;
  beforeAll(async () => {
    // The suite shares modules between files (isolate: false): another file may have loaded the
    // importer with the real write module already, so this one loads it afresh, with the mock, and
    // its database from the same fresh modules (they know which connection a handle came from).
    vi.resetModules();
    ({ importCatalogue } = await import('./index'));
    const { createTestDatabase } = await import('@uniguide/db/testing');
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('compares and writes in the worker thread: this thread plans nothing', async () => {
    planned.calls = 0;
    const report = await importCatalogue(database.db, { buffer: messy, fileName: 'messy.csv' });
    expect(report).toMatchObject({ rowsRead: 14, created: 11, duplicates: 1, rejected: 2 });
    const programs = await database.db
      .selectFrom('programs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(programs.count)).toBe(11);
    const audits = await database.db
      .selectFrom('auditLogs')
      .select(['action', 'userId'])
      .where('action', '=', 'catalogue_imported')
      .execute();
    expect(audits).toEqual([{ action: 'catalogue_imported', userId: null }]);
    expect(planned.calls).toBe(0);
  });
});
