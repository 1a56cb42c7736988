import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProductSource, layerFindings, MAX_QUERY_FILE_LINES } from './layers';
import { REPO_ROOT, repoFiles } from './source-files';

const SERVICE = 'packages/api/src/services/contact/messages.ts';
const ROUTER = 'packages/api/src/routers/contact/index.ts';

describe('layerFindings', () => {
  it('finds a query-builder statement outside packages/db', () => {
    const source = [
      'export async function count(db) {',
      "  return db.selectFrom('applications').selectAll().execute();",
      '}',
    ].join('\n');
    expect(layerFindings(SERVICE, source)).toEqual([
      { file: SERVICE, line: 2, problem: expect.stringContaining('.selectFrom(…)') },
    ]);
  });

  it('finds every kind of statement and the sql template', () => {
    const source = [
      "await tx.insertInto('users').values(row).execute();",
      "await tx.updateTable('users').set(row).execute();",
      "await tx.deleteFrom('users').execute();",
      "await db.with('recent', (q) => q).selectFrom('recent').execute();",
      'await sql`select 1`.execute(db);',
      'await sql.raw(`select 1`).execute(db);',
    ].join('\n');
    expect(layerFindings(SERVICE, source).map((finding) => finding.line)).toEqual([
      1, 2, 3, 4, 4, 5, 6,
    ]);
  });

  it('finds values imported from kysely, not types', () => {
    const source = [
      "import type { Kysely } from 'kysely';",
      "import { type Transaction, type Updateable } from 'kysely';",
      "import { sql } from 'kysely';",
      "import { CompiledQuery, type KyselyPlugin } from 'kysely';",
    ].join('\n');
    expect(layerFindings(SERVICE, source).map((finding) => finding.line)).toEqual([3, 4]);
  });

  it('finds a transaction opened in a router, not in a service', () => {
    const source = 'export const send = (ctx) => ctx.db.transaction().execute(async (tx) => tx);';
    expect(layerFindings(ROUTER, source)).toEqual([
      { file: ROUTER, line: 1, problem: expect.stringContaining('.transaction()') },
    ]);
    expect(layerFindings(SERVICE, source)).toEqual([]);
  });

  it('lets packages/db write SQL and leaves look-alike calls alone', () => {
    const query = "export const q = (db) => db.selectFrom('users').selectAll().execute();";
    expect(layerFindings('packages/db/src/queries/users/users.ts', query)).toEqual([]);
    const lookAlike = [
      'const merged = options.with({ retry: true });',
      'const words = "selectFrom and sql in a string";',
      '// db.selectFrom in a comment',
    ].join('\n');
    expect(layerFindings(SERVICE, lookAlike)).toEqual([]);
  });

  it('finds a query file over 400 lines, and only a query file', () => {
    const file = 'packages/db/src/queries/marketing/materials.ts';
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(layerFindings(file, lines(MAX_QUERY_FILE_LINES))).toEqual([]);
    expect(layerFindings(file, lines(MAX_QUERY_FILE_LINES + 1))).toEqual([
      { file, line: 401, problem: expect.stringContaining('query file of 401 lines') },
    ]);
    expect(layerFindings(SERVICE, lines(MAX_QUERY_FILE_LINES + 1))).toEqual([]);
    expect(layerFindings('packages/db/src/schema.ts', lines(MAX_QUERY_FILE_LINES + 1))).toEqual([]);
  });
});

describe('isProductSource', () => {
  it('takes the sources of packages and apps, not tests, test helpers or the bench', () => {
    expect(isProductSource(SERVICE)).toBe(true);
    expect(isProductSource('apps/server/src/storage/migrate.ts')).toBe(true);
    expect(isProductSource('packages/api/src/routers/admin/admin.test.ts')).toBe(false);
    expect(isProductSource('packages/api/src/testing/fixtures.ts')).toBe(false);
    expect(isProductSource('apps/server/test/quality/world.ts')).toBe(false);
    expect(isProductSource('apps/server/src/storage/test-fixtures.ts')).toBe(false);
    expect(isProductSource('bench/src/sections/scale/cases.ts')).toBe(false);
  });
});

describe('the repository', () => {
  it('writes SQL only in packages/db, opens no transaction in a router, keeps query files short', () => {
    const findings = repoFiles(isProductSource).flatMap((file) =>
      layerFindings(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(findings).toEqual([]);
  });
});
