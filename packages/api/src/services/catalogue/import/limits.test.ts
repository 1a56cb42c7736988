import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../testing';
import { importCatalogue } from './index';
import { MAX_CATALOGUE_CELLS, MAX_CATALOGUE_ROWS } from './parse';
import { buildXlsxBomb } from '../../../testing/xlsx';

/** Hostile workbooks: each is refused with an error naming the limit, and the event loop stays free. */
describe('catalogue import limits', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.dispose());

  const programCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('programs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('refuses a zip bomb by its unpacked size, without stalling the event loop', async () => {
    // About 120 MB of sheet XML in a few hundred KB.
    const bomb = buildXlsxBomb(21_000, 100);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    // The unpacking runs in a worker: the loop keeps turning while it works, so timers set after the
    // import began fire before it answers (exceljs on the main thread held the loop until the end).
    // The length of the loop's pauses is the bench's figure, not a test's.
    let turnsDuringImport = 0;
    const ticker = setInterval(() => {
      turnsDuringImport += 1;
    }, 1);
    try {
      await expectError(
        importCatalogue(database.db, { buffer: bomb, fileName: 'bomb.xlsx' }),
        'PAYLOAD_TOO_LARGE',
        'The XLSX file unpacks to more than 100 MB',
      );
    } finally {
      clearInterval(ticker);
    }
    expect(turnsDuringImport).toBeGreaterThan(1);
    expect(await programCount()).toBe(0);
  });

  it('names the row limit', async () => {
    const rows = buildXlsxBomb(MAX_CATALOGUE_ROWS + 10, 1, '<c><v>1</v></c>');
    const error = await expectError(
      importCatalogue(database.db, { buffer: rows, fileName: 'rows.xlsx' }),
      'PAYLOAD_TOO_LARGE',
      `The catalogue has more than ${MAX_CATALOGUE_ROWS} rows`,
    );
    expect(error.issues).toEqual([{ path: 'file', message: `Row limit: ${MAX_CATALOGUE_ROWS}` }]);
  });

  it('names the cell limit', async () => {
    const cells = buildXlsxBomb(40_000, 40, '<c><v>1</v></c>');
    const error = await expectError(
      importCatalogue(database.db, { buffer: cells, fileName: 'cells.xlsx' }),
      'PAYLOAD_TOO_LARGE',
      `The spreadsheet has more than ${MAX_CATALOGUE_CELLS} cells`,
    );
    expect(error.issues).toEqual([{ path: 'file', message: `Cell limit: ${MAX_CATALOGUE_CELLS}` }]);
  });

  it('names a CSV row limit the same way', async () => {
    const csv = Buffer.from(`University,Program\n${'A,B\n'.repeat(MAX_CATALOGUE_ROWS + 1)}`);
    await expectError(
      importCatalogue(database.db, { buffer: csv, fileName: 'rows.csv' }),
      'PAYLOAD_TOO_LARGE',
      `The catalogue has more than ${MAX_CATALOGUE_ROWS} rows`,
    );
  });
});
