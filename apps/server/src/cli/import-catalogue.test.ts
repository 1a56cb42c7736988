import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  createTestDatabase,
  migratedPgliteDataDir,
  testDrivers,
  type TestDatabase,
} from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDir } from '../bootstrap/database';
import { UsageError } from './commands';
import { parseImportArgs, runImport, type ImportOptions } from './import-catalogue';

const CSV = [
  'University name,Name of Degree,Degree Level,Field,Annual Fee,Duration,Intakes',
  'Lagoon University,BSc Marine Biology,Undergraduate,Science,"AED 55,000",4yrs,Sep/Jan',
  'Lagoon University,MBA,Postgraduate,,AED 70000 (Total),2 years,sept',
  'Lagoon University,,Undergraduate,Business,AED 1,3 years,Sep',
  '',
].join('\n');

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    output: {
      out: (text: string) => lines.out.push(text),
      err: (text: string) => lines.err.push(text),
    },
  };
}

describe('parseImportArgs', () => {
  it('resolves the file against the folder the command was typed in', () => {
    expect(parseImportArgs(['data/c.csv', '--dry-run'], '/home/ops')).toEqual({
      file: '/home/ops/data/c.csv',
      dryRun: true,
      json: false,
    });
    expect(parseImportArgs(['/abs/c.xlsx', '--json'], '/x')).toMatchObject({
      file: '/abs/c.xlsx',
      json: true,
    });
    expect(parseImportArgs(['--help'], '/x')).toBe('help');
  });

  it('refuses a missing file argument, several files or unknown options', () => {
    expect(() => parseImportArgs([], '/x')).toThrow(UsageError);
    expect(() => parseImportArgs(['a.csv', 'b.csv'], '/x')).toThrow(/one file at a time/);
    expect(() => parseImportArgs(['a.csv', '--force'], '/x')).toThrow(/Unknown option/);
  });
});

describe.each(testDrivers())('runImport on %s', (driver) => {
  let database: TestDatabase;
  let dir: string;
  const options = (file: string, extra: Partial<ImportOptions> = {}): ImportOptions => ({
    file: join(dir, file),
    dryRun: false,
    json: false,
    ...extra,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dir = await mkdtemp(join(tmpdir(), 'uniguide-import-'));
    await writeFile(join(dir, 'catalogue.csv'), CSV);
    await writeFile(join(dir, 'notes.pdf'), '%PDF-1.4');
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the text report of a dry run and saves nothing', async () => {
    const { lines, output } = capture();
    expect(await runImport(database.db, options('catalogue.csv', { dryRun: true }), output)).toBe(
      0,
    );
    const text = lines.out.join('\n');
    expect(text).toContain('Catalogue import of catalogue.csv (CSV) — dry run, nothing was saved');
    expect(text).toContain('Rows read: 3');
    expect(text).toContain(
      'programs created 2, updated 0, unchanged 0; duplicate rows 0; rejected rows 1',
    );
    expect(text).toContain('  row 4: No program name');
    const programs = await database.db.selectFrom('programs').select('id').execute();
    expect(programs).toEqual([]);
  });

  it('imports, then reports nothing to change on the second run, as JSON when asked', async () => {
    const first = capture();
    expect(await runImport(database.db, options('catalogue.csv'), first.output)).toBe(0);
    const second = capture();
    expect(
      await runImport(database.db, options('catalogue.csv', { json: true }), second.output),
    ).toBe(0);
    const report = JSON.parse(second.lines.out.join('\n'));
    expect(report).toMatchObject({
      rowsRead: 3,
      created: 0,
      updated: 0,
      unchanged: 2,
      rejected: 1,
    });
    expect(report.unmapped.studyField).toEqual([]);
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'catalogue_imported')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ userId: null, userAgent: 'uniguide-cli catalogue:import' });
  });

  it('exits 1 with the reason for a file it refuses', async () => {
    const { lines, output } = capture();
    expect(await runImport(database.db, options('notes.pdf'), output)).toBe(1);
    expect(lines.err.join('\n')).toContain(
      'Import refused: The catalogue must be a .csv or .xlsx file',
    );
    const json = capture();
    expect(await runImport(database.db, options('notes.pdf', { json: true }), json.output)).toBe(1);
    expect(JSON.parse(json.lines.out.join(''))).toMatchObject({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('says which file it cannot find', async () => {
    await expect(runImport(database.db, options('missing.csv'))).rejects.toThrow(
      /Cannot read .*missing\.csv: ENOENT/,
    );
  });
});

describe('pnpm uniguide catalogue:import', () => {
  it(
    'runs end to end from the CLI entry on an embedded database',
    { timeout: 120_000 },
    async () => {
      const serverDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
      const work = await mkdtemp(join(tmpdir(), 'uniguide-cli-'));
      try {
        await writeFile(join(work, 'catalogue.csv'), CSV);
        // An embedded database the server created before; creating one is first-start.test.ts's subject.
        await migratedPgliteDataDir(pgliteDir({ dataDir: join(work, 'data') }));
        const run = promisify(execFile);
        const { stdout } = await run(
          join(serverDir, 'node_modules/.bin/tsx'),
          [join(serverDir, 'src/cli/index.ts'), 'catalogue:import', 'catalogue.csv', '--json'],
          {
            cwd: serverDir,
            env: {
              ...process.env,
              DATABASE_URL: '',
              DATA_DIR: join(work, 'data'),
              INIT_CWD: work,
              NODE_ENV: 'test',
            },
          },
        );
        expect(JSON.parse(stdout)).toMatchObject({
          fileName: 'catalogue.csv',
          created: 2,
          rejected: 1,
        });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  );
});
