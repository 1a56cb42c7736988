import { readFileSync } from 'node:fs';
import { isSingleSession, queries } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { DEFAULT_REQUIREMENTS } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../testing';
import { formatImportReport, importCatalogue } from './index';
import { buildXlsx } from '../../../testing/xlsx';

const messy = readFileSync(new URL('./fixtures/messy.csv', import.meta.url));

describe.each(testDrivers())('catalogue import on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const programNamed = (name: string) =>
    database.db
      .selectFrom('programs')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const count = async (table: 'programs' | 'universities' | 'auditLogs') => count_(table);
  const count_ = async (table: 'programs' | 'universities' | 'auditLogs') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('reports a dry run in full and saves nothing', async () => {
    const report = await importCatalogue(database.db, {
      buffer: messy,
      fileName: 'messy.csv',
      dryRun: true,
    });
    expect(report).toMatchObject({
      dryRun: true,
      rowsRead: 14,
      created: 11,
      duplicates: 1,
      rejected: 2,
    });
    expect(await count('programs')).toBe(0);
    expect(await count('universities')).toBe(0);
    expect(await count('auditLogs')).toBe(0);
  });

  it('imports the messy fixture and accounts for every row', async () => {
    const report = await importCatalogue(database.db, { buffer: messy, fileName: 'messy.csv' });
    expect(report).toMatchObject({
      fileName: 'messy.csv',
      format: 'csv',
      dryRun: false,
      rowsRead: 14,
      blankRowsSkipped: 1,
      imported: 12,
      created: 11,
      updated: 0,
      unchanged: 0,
      duplicates: 1,
      rejected: 2,
      rejectedRows: [
        { rowNumber: 13, reason: 'No program name' },
        { rowNumber: 14, reason: 'No university' },
      ],
      duplicateRows: [{ rowNumber: 12, duplicateOf: 2 }],
      ignoredColumns: ['Internal notes'],
    });
    expect(report.rowsRead).toBe(report.imported + report.rejected);
    expect(report.universities.created.sort()).toEqual([
      'Falcon Coast University',
      'Middlesex University',
      'Oasis Health College',
    ]);
    expect(report.universities.aliases).toEqual([
      { raw: 'Middlessex University', name: 'Middlesex University', rows: 2 },
    ]);
    expect(report.coverage).toMatchObject({
      degree: { mapped: 11, total: 12 },
      studyField: { mapped: 10, total: 12 },
      duration: { mapped: 10, total: 12, inferred: 0 },
      // Rows 7 and 15 give a delivery mode where the intake belongs: outside the share, listed.
      intakes: {
        mapped: 10,
        total: 10,
        withoutIntakeText: { nothing: 0, deliveryMode: 2, length: 0 },
      },
      fee: { mapped: 10, total: 12 },
    });
    expect(report.unmapped.degree).toEqual([{ rowNumber: 15, raw: 'School Level' }]);
    expect(report.unmapped.duration).toEqual([
      { rowNumber: 6, raw: '-' },
      { rowNumber: 15, raw: 'Flexible' },
    ]);
    expect(report.unmapped.fee).toEqual([
      { rowNumber: 6, raw: '-' },
      { rowNumber: 15, raw: 'TBC' },
    ]);
    expect(report.unmapped.intakes).toEqual([
      { rowNumber: 7, raw: 'Onsite/Online', holds: 'delivery mode' },
      { rowNumber: 15, raw: 'Online', holds: 'delivery mode' },
    ]);
    expect(await count('programs')).toBe(11);
  });

  it('maps odd spellings and keeps the raw text', async () => {
    expect(await programNamed('MBA in Port Logistics')).toMatchObject({
      degree: "Master's Degree",
      degreeRaw: 'Postgraduayte',
      studyField: 'Business & Management',
      studyFieldRaw: 'Business and Computing',
      duration: '2 years',
      durationRaw: '18 - 24 Months',
      tuitionText: 'AED 88000 (Total)',
      tuitionAed: 58_667,
      intakes: ['January', 'April', 'October'],
      intakesRaw: 'jan/ april/ oct',
    });
    expect(await programNamed('MSc Applied Cyber Defence')).toMatchObject({
      degree: "Master's Degree",
      studyField: 'Computer Science & IT',
      tuitionAed: 55_088,
      intakes: ['January', 'May', 'September'],
      language: 'English-Arabic',
      hasScholarship: false,
      scholarshipDetails: 'No Scholarships',
    });
    expect(await programNamed('BSc (Hons) Marine Engineering')).toMatchObject({
      requirements: ['Grade 12 certificate', 'IELTS 6.0', 'Passport copy'],
      language: 'English',
      hasScholarship: true,
      scholarshipDetails: 'Max 20%',
    });
    expect(await programNamed('BSc Data_Science & AI (100% online)')).toMatchObject({
      tuitionAed: 45_000,
      scholarshipDetails: 'Early bird 10%\nSibling 5%',
    });
    expect(await programNamed('Foundation Year in Science')).toMatchObject({
      degree: 'Diploma',
      intakes: expect.arrayContaining(['January', 'December']),
    });
  });

  it('fills ditto marks from the row above', async () => {
    expect(await programNamed('Bachelor of Midwifery')).toMatchObject({
      tuitionText: 'AED 47000',
      tuitionAed: 47_000,
      duration: '4 years',
      intakes: ['January', 'September'],
      language: 'English',
    });
  });

  it('files the misspelled institution under its right name', async () => {
    const universities = await database.db
      .selectFrom('universities')
      .select('name')
      .orderBy('name')
      .execute();
    expect(universities.map((row) => row.name)).toEqual([
      'Falcon Coast University',
      'Middlesex University',
      'Oasis Health College',
    ]);
  });

  it('makes the imported programs searchable by name, university and raw field', async () => {
    const program = await programNamed('MBA in Port Logistics');
    expect(program.searchText).toBe(
      'mba in port logistics falcon coast university business and computing business & management',
    );
  });

  it('writes one audit row per import', async () => {
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'catalogue_imported')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      resourceType: 'catalogue',
      resourceId: 'messy.csv',
      userId: null,
    });
    expect(audit[0]?.newData).toMatchObject({ created: 11, rejected: 2 });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await database.db
      .selectFrom('programs')
      .select(['id', 'updatedAt'])
      .orderBy('id')
      .execute();
    const report = await importCatalogue(database.db, { buffer: messy, fileName: 'messy.csv' });
    expect(report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 11,
      duplicates: 1,
      rejected: 2,
    });
    expect(report.universities).toMatchObject({ created: [], matched: 3 });
    expect(
      await database.db.selectFrom('programs').select(['id', 'updatedAt']).orderBy('id').execute(),
    ).toEqual(before);
  });

  it('updates only the programs whose values changed, and says which fields', async () => {
    const changed = Buffer.from(messy.toString('utf8').replace('AED 47000,4,', 'AED 49000,4,'));
    const report = await importCatalogue(database.db, { buffer: changed, fileName: 'messy.csv' });
    expect(report).toMatchObject({ created: 0, updated: 2, unchanged: 9 });
    // The Midwifery row repeats the Nursing fee by ditto mark, so both change.
    expect(report.updatedRows.map((row) => [row.rowNumber, row.fields])).toEqual([
      [8, ['tuitionText', 'tuitionAed']],
      [9, ['tuitionText', 'tuitionAed']],
    ]);
    expect((await programNamed('Bachelor of Nursing (Hons)')).tuitionAed).toBe(49_000);
  });

  it('moves the catalogue version for what it wrote; once per import on the embedded database', async () => {
    const version = () => queries.catalogue.catalogueVersion(database.db);
    const before = await version();
    await importCatalogue(database.db, { buffer: messy, fileName: 'messy.csv' });
    // The file was imported just before in this suite's order, apart from one fee: the import updates.
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(before);
    // Its steps defer the version and move it once at the end, so caches keep serving until then.
    if (isSingleSession(database.db)) expect(afterUpdate).toBe(before + 1);
    await importCatalogue(database.db, { buffer: messy, fileName: 'messy.csv' });
    expect(await version()).toBe(afterUpdate);
  });

  it.runIf(driver === 'pglite')(
    'tidies the embedded catalogue after writing it, as no autovacuum would',
    async () => {
      const changed = Buffer.from(messy.toString('utf8').replace('AED 47000,4,', 'AED 51000,4,'));
      const report = await importCatalogue(database.db, { buffer: changed, fileName: 'messy.csv' });
      expect(report.updated).toBe(2);
      // ANALYZE records the table's live rows (the replaced ones are not among them); VACUUM marks
      // every page all-visible, which index-only scans of the catalogue need.
      const stats = await sql<{ reltuples: number; relpages: number; relallvisible: number }>`
        select reltuples, relpages, relallvisible from pg_class where relname = 'programs'`.execute(
        database.db,
      );
      const [programs] = stats.rows;
      expect(programs?.reltuples).toBe(await count('programs'));
      expect(programs?.relpages).toBeGreaterThan(0);
      expect(programs?.relallvisible).toBe(programs?.relpages);
    },
  );

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
    const before = await count('programs');
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
    expect(await count('programs')).toBe(before);
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
    const universitiesBefore = await count_('universities');
    const report = await importCatalogue(database.db, { buffer: csv, fileName: 'many.csv' });
    expect(report).toMatchObject({ rowsRead: count, created: count, rejected: 0 });
    expect(report.universities.created).toHaveLength(count);
    expect(await count_('universities')).toBe(universitiesBefore + count);
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
