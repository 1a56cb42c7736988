import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { importCatalogue, type ImportReport } from './index';
import { buildXlsx } from '../../../testing/xlsx';

/** ../shared/data beside the repository, or wherever UNIGUIDE_SHARED_DATA points. */
const sharedData =
  process.env.UNIGUIDE_SHARED_DATA ??
  fileURLToPath(new URL('../../../../../../shared/data', import.meta.url));
const sourceFile = join(sharedData, 'uae-programs-source.csv');
const present = existsSync(sourceFile);

if (!present) {
  console.warn(
    `[catalogue import] ${sourceFile} is absent: the real-catalogue test is skipped. ` +
      'Set UNIGUIDE_SHARED_DATA to the folder holding uae-programs-source.csv to run it.',
  );
}

// The real file is read at run time and never copied into the repository (its README asks so).
describe.skipIf(!present)('import of the real 913-row catalogue', () => {
  let database: TestDatabase;
  let report: ImportReport;
  const buffer = present ? readFileSync(sourceFile) : Buffer.alloc(0);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    report = await importCatalogue(database.db, { buffer, fileName: 'uae-programs-source.csv' });
    const { coverage } = report;
    console.info(
      `[catalogue import] rows ${report.rowsRead}, imported ${report.imported} (created ${report.created}, ` +
        `duplicates ${report.duplicates}), rejected ${report.rejected}; degree ${coverage.degree.percent}%, ` +
        `field ${coverage.studyField.percent}%, duration ${coverage.duration.percent}% ` +
        `(${coverage.duration.inferred} inferred), fee ${coverage.fee.percent}%, intakes ${coverage.intakes.percent}% ` +
        `(${coverage.intakes.mapped}/${coverage.intakes.total} intake texts)`,
    );
  });
  afterAll(() => database?.dispose());

  it('imports all 913 rows of 31 institutions and drops none', () => {
    expect(report.rowsRead).toBe(913);
    expect(report.imported).toBe(913);
    expect(report.rejected).toBe(0);
    expect(report.created + report.duplicates).toBe(913);
    expect(report.universities.created).toHaveLength(31);
  });

  it('maps at least 95% of degree levels, fields and durations and finds a fee in 90%', () => {
    expect(report.coverage.degree.percent).toBeGreaterThanOrEqual(95);
    expect(report.coverage.studyField.percent).toBeGreaterThanOrEqual(95);
    expect(report.coverage.duration.percent).toBeGreaterThanOrEqual(95);
    expect(report.coverage.fee.percent).toBeGreaterThanOrEqual(90);
  });

  it('files the misspelled institution under its right name', () => {
    expect(report.universities.created).toContain('Middlesex University');
    expect(report.universities.created).not.toContain('Middlessex University');
  });

  it('lists every value it could not map with its row', () => {
    for (const column of ['degree', 'studyField', 'duration', 'intakes', 'fee'] as const) {
      expect(report.unmapped[column]).toHaveLength(
        report.imported - report.coverage[column].mapped,
      );
    }
  });

  // Journey due dates count from the intake's month (docs/product.md §5.9). The share is over the
  // cells that hold intake text (docs/product.md §5.3): every one of them names a month here.
  it('maps at least 95% of the intake texts to months, and lists every row without one', async () => {
    const { intakes } = report.coverage;
    expect(intakes.percent).toBeGreaterThanOrEqual(95);
    expect(intakes.mapped).toBe(738);
    // No month is guessed for the rest, and each is listed with what it holds: empty cells (70
    // rows, 31 of them Gulf Medical University's), delivery modes (Westford and Learner's College,
    // 104 rows) and one length.
    expect(intakes.withoutIntakeText).toEqual({ nothing: 70, deliveryMode: 104, length: 1 });
    expect(intakes.total + 70 + 104 + 1).toBe(report.imported);
    const left = new Map<string, number>();
    for (const value of report.unmapped.intakes) {
      const key = `${value.raw} → ${value.holds ?? 'no month'}`;
      left.set(key, (left.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(left)).toEqual({
      ' → nothing': 70,
      'Onsite/Online → delivery mode': 66,
      'Online → delivery mode': 33,
      'Onsite → delivery mode': 5,
      '1 year full-time → length': 1,
    });
    // SAE's ditto marks repeat "Feb & May" from the row above (import-mapping.test.ts).
    const ditto = report.notes.filter(
      (note) => note.column === 'intakes' && note.message.endsWith('(ditto mark)'),
    );
    expect(ditto).toHaveLength(4);
    const programs = await database.db
      .selectFrom('programs')
      .select(['intakes', 'intakesRaw'])
      .where('intakesRaw', '=', 'Onsite/Online')
      .execute();
    // The delivery mode stays as written, with no intake month.
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.every((program) => program.intakes.length === 0)).toBe(true);
  });

  it('changes nothing on a second run', async () => {
    const again = await importCatalogue(database.db, {
      buffer,
      fileName: 'uae-programs-source.csv',
    });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: report.created });
  });

  it('reads the same rows from the file saved as XLSX, through the worker', async () => {
    const table = Papa.parse<string[]>(buffer.toString('utf8').replace(/^\ufeff/, '')).data;
    const workbook = buildXlsx([{ name: 'Programs', rows: table }]);
    const fresh = await createTestDatabase('pglite');
    try {
      const xlsx = await importCatalogue(fresh.db, {
        buffer: workbook,
        fileName: 'uae-programs-source.xlsx',
      });
      expect(xlsx).toMatchObject({
        format: 'xlsx',
        rowsRead: report.rowsRead,
        created: report.created,
        duplicates: report.duplicates,
        rejected: 0,
      });
      expect(xlsx.coverage).toEqual(report.coverage);
    } finally {
      await fresh.dispose();
    }
  });
});
