import { isSingleSession, queries } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { testDrivers } from '@uniguide/db/testing';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from './index';
import { importSuiteDatabase, messy } from './testing/import-suite';

describe.each(testDrivers())('catalogue import on %s', (driver) => {
  const database = importSuiteDatabase(driver);
  const { programNamed, countRows } = database;

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
    expect(await countRows('programs')).toBe(0);
    expect(await countRows('universities')).toBe(0);
    expect(await countRows('auditLogs')).toBe(0);
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
    expect(await countRows('programs')).toBe(11);
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
      expect(programs?.reltuples).toBe(await countRows('programs'));
      expect(programs?.relpages).toBeGreaterThan(0);
      expect(programs?.relallvisible).toBe(programs?.relpages);
    },
  );
});
