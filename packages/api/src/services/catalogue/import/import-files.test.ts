import { testDrivers } from '@uniguide/db/testing';
import { DEFAULT_REQUIREMENTS } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../testing';
import { buildXlsx } from '../../../testing/xlsx';
import { formatImportReport, importCatalogue } from './index';
import { importSuiteDatabase, messy } from './testing/import-suite';

describe.each(testDrivers())('catalogue import of files on %s', (driver) => {
  const database = importSuiteDatabase(driver);
  const { programNamed, countRows } = database;

  it('imports an XLSX workbook with dates, numbers, rich text and formulas', async () => {
    const buffer = buildXlsx([
      { name: 'Read me', rows: [] },
      {
        name: 'Programs',
        rows: [
          [
            'University name',
            'Name of Degree',
            'Degree Level',
            'Field',
            'Annual Fee',
            'Duration',
            'Intakes',
          ],
          [
            'Dune Institute',
            'BSc Robotics',
            'Undergraduate',
            'Engineering',
            61_000,
            '4 years',
            { date: new Date(Date.UTC(2025, 8, 1)) },
          ],
          [],
          [
            'Dune Institute',
            { rich: ['MSc ', 'Health Informatics'] },
            { inline: 'Postgraduate' },
            '',
            { formula: '40000*2', result: 80_000 },
            '2 years',
            'Jan/Sep',
          ],
          ['', 'Orphan Program', 'Undergraduate'],
        ],
      },
    ]);

    const report = await importCatalogue(database.db, { buffer, fileName: 'catalogue.XLSX' });
    expect(report).toMatchObject({
      format: 'xlsx',
      rowsRead: 3,
      blankRowsSkipped: 1,
      created: 2,
      rejected: 1,
    });
    expect(report.rejectedRows).toEqual([{ rowNumber: 5, reason: 'No university' }]);
    expect(await programNamed('BSc Robotics')).toMatchObject({
      degree: "Bachelor's Degree",
      studyField: 'Engineering',
      tuitionAed: 61_000,
      intakes: ['September'],
    });
    expect(await programNamed('MSc Health Informatics')).toMatchObject({
      degree: "Master's Degree",
      studyField: 'Medicine & Health',
      tuitionText: '80000',
      tuitionAed: 80_000,
    });
  });

  it('refuses files it cannot read, with a clear error, and changes nothing', async () => {
    const before = await countRows('programs');
    await expectError(
      importCatalogue(database.db, { buffer: messy, fileName: 'catalogue.pdf' }),
      'UNSUPPORTED_MEDIA_TYPE',
      'The catalogue must be a .csv or .xlsx file',
    );
    await expectError(
      importCatalogue(database.db, {
        buffer: Buffer.from('Program,Fee\nBSc X,AED 1\n'),
        fileName: 'x.csv',
      }),
      'BAD_REQUEST',
      'The catalogue has no university column',
    );
    await expectError(
      importCatalogue(database.db, {
        buffer: Buffer.from('University name,Name of Degree\nA,"BSc unfinished\nB,BSc Other\n'),
        fileName: 'x.csv',
      }),
      'BAD_REQUEST',
      'The CSV file cannot be read: the quote opened in row 2 is never closed',
    );
    // A quote left open until a later row's quoted cell: the rows between are one cell, not rows.
    await expectError(
      importCatalogue(database.db, {
        buffer: Buffer.from(
          'University name,Name of Degree,Duration\nA,"BSc unfinished,4 years\nB,BSc Other,"2 years",x\n',
        ),
        fileName: 'x.csv',
      }),
      'BAD_REQUEST',
      'The CSV file cannot be read: the quote opened in row 2 is not closed where its cell ends',
    );
    await expectError(
      importCatalogue(database.db, { buffer: Buffer.from('not a zip'), fileName: 'x.xlsx' }),
      'BAD_REQUEST',
      'The XLSX file cannot be read',
    );
    await expectError(
      importCatalogue(database.db, { buffer: Buffer.alloc(0), fileName: 'x.csv' }),
      'BAD_REQUEST',
    );
    await expectError(
      importCatalogue(database.db, { buffer: Buffer.from('\n\n'), fileName: 'x.csv' }),
      'BAD_REQUEST',
    );
    expect(await countRows('programs')).toBe(before);
  });

  it('reads a stray quote inside a one-line cell as part of its text', async () => {
    const report = await importCatalogue(database.db, {
      buffer: Buffer.from(
        'University name,Name of Degree,Duration\n' +
          'Khalifa University,"BSc Media 5" Screens",4 years\n' +
          'Khalifa University,MSc 3" Printing,2 years\n',
      ),
      fileName: 'quotes.csv',
      dryRun: true,
    });
    expect(report).toMatchObject({ rowsRead: 2, created: 2, rejected: 0 });
  });

  it('reads Windows-1252 CSV exports', async () => {
    const latin = Buffer.from(
      'University name,Name of Degree\nÉcole Test,Diplôme Design\n',
      'latin1',
    );
    await importCatalogue(database.db, { buffer: latin, fileName: 'latin.csv' });
    expect((await programNamed('Diplôme Design')).name).toBe('Diplôme Design');
  });

  it('creates 2,200 universities in one import, past PostgreSQL’s bind-parameter limit', async () => {
    // Each new university brings its default required documents: 30 parameters a university, so
    // one statement for all of them would bind 66,000.
    const count = 2_200;
    const lines = Array.from(
      { length: count },
      (_, index) => `Bind Limit Institute ${String(index).padStart(4, '0')},BSc Bind ${index}`,
    );
    const csv = Buffer.from(`University name,Name of Degree\n${lines.join('\n')}\n`);
    const universitiesBefore = await countRows('universities');
    const report = await importCatalogue(database.db, { buffer: csv, fileName: 'many.csv' });
    expect(report).toMatchObject({ rowsRead: count, created: count, rejected: 0 });
    expect(report.universities.created).toHaveLength(count);
    expect(await countRows('universities')).toBe(universitiesBefore + count);
    const lists = await database.db
      .selectFrom('requirementLists as l')
      .innerJoin('universities as u', 'u.id', 'l.universityId')
      .innerJoin('requirementItems as i', 'i.listId', 'l.id')
      .select((eb) => eb.fn.countAll<number>().as('items'))
      .where('u.name', 'like', 'Bind Limit Institute %')
      .executeTakeFirstOrThrow();
    expect(Number(lists.items)).toBe(count * DEFAULT_REQUIREMENTS.length);
  }, 180_000);

  it('counts intakes over the cells that hold intake text and lists every cell without a month', async () => {
    const csv = [
      'University name,Name of Degree,Intakes',
      'Dune Institute,BSc One,Fall 2026',
      'Dune Institute,BSc Two,Sep to Nov',
      'Dune Institute,BSc Three,',
      'Dune Institute,BSc Four,Online',
      'Dune Institute,BSc Five,1 year full-time',
      'Dune Institute,BSc Six,Quarterly',
    ].join('\n');
    const report = await importCatalogue(database.db, {
      buffer: Buffer.from(csv),
      fileName: 'intakes.csv',
      dryRun: true,
    });
    expect(report.coverage.intakes).toEqual({
      mapped: 2,
      total: 3,
      percent: 66.7,
      withoutIntakeText: { nothing: 1, deliveryMode: 1, length: 1 },
    });
    expect(report.unmapped.intakes).toEqual([
      { rowNumber: 4, raw: '', holds: 'nothing' },
      { rowNumber: 5, raw: 'Online', holds: 'delivery mode' },
      { rowNumber: 6, raw: '1 year full-time', holds: 'length' },
      { rowNumber: 7, raw: 'Quarterly' },
    ]);
    const text = formatImportReport(report);
    expect(text).toContain(
      'Intakes: 2/3 of the cells holding intake text (66.7%); 3 rows hold none: 1 empty, 1 a delivery mode, 1 a length',
    );
    expect(text).toContain('    (empty): row 4 (no intake given)');
    expect(text).toContain('    "1 year full-time": row 6 (a length, not an intake)');
    expect(text).toContain('    "Quarterly": row 7\n');
  });

  it('prints a readable report', async () => {
    const report = await importCatalogue(database.db, {
      buffer: messy,
      fileName: 'messy.csv',
      dryRun: true,
    });
    const text = formatImportReport(report);
    expect(text).toContain('Catalogue import of messy.csv (CSV) — dry run, nothing was saved');
    expect(text).toContain('Rows read: 14 (1 blank rows skipped)');
    expect(text).toContain('"Middlessex University" filed as "Middlesex University" (2 rows)');
    expect(text).toContain('Degree level: 11/12 (91.7%)');
    expect(text).toContain('    "School Level": row 15');
    expect(text).toContain(
      'Intakes: 10/10 of the cells holding intake text (100%); 2 rows hold none: 2 a delivery mode',
    );
    expect(text).toContain('    "Onsite/Online": row 7 (a delivery mode, not an intake)');
    expect(text).toContain('  row 13: No program name');
    expect(text).toContain('  row 12 repeats row 2');
    expect(text).toContain('Columns not imported: Internal notes');
  });
});
