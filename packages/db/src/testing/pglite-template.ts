import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../connect';
import { migrateToLatest } from '../migrate';

/**
 * Starting an in-memory PGlite from nothing runs initdb inside WebAssembly, which costs seconds (ten
 * and more on a loaded 2-core machine); applying the migrations afterwards costs about one. So tests
 * start each PGlite from an archive of a data directory instead: `migrated` for almost every test,
 * `empty` (initialised, nothing migrated) for the migration tests that stop part way. Loading an
 * archive takes a fraction of initdb, and every test still gets a database of its own.
 * See docs/decisions/015-test-database-templates.md.
 */
export type PgliteTemplate = 'empty' | 'migrated';

export const PGLITE_TEMPLATES: readonly PgliteTemplate[] = ['empty', 'migrated'];

/** Where vitest's global set-up left the archives for the test processes (unset → built in-process). */
export const PGLITE_TEMPLATE_DIR_ENV = 'UNIGUIDE_TEST_PGLITE_TEMPLATES';

export function pgliteTemplateFile(dir: string, template: PgliteTemplate): string {
  return join(dir, `${template}.tar`);
}

/** Initialises one PGlite, archiving it before and after the migrations. */
export async function buildPgliteTemplates(): Promise<Record<PgliteTemplate, Blob>> {
  const database = createDb({ pgliteOnCallerThread: true });
  try {
    if (!database.dumpDataDir) throw new Error('an embedded database can always be archived');
    await sql`SELECT 1`.execute(database.db);
    const empty = await database.dumpDataDir();
    await migrateToLatest(database.db);
    const migrated = await database.dumpDataDir();
    return { empty, migrated };
  } finally {
    await database.close();
  }
}

let built: Promise<Record<PgliteTemplate, Blob>> | undefined;
const loaded = new Map<PgliteTemplate, Promise<Blob>>();

/** The archive to start a test's PGlite from, read once per test process. */
export function pgliteTemplate(template: PgliteTemplate): Promise<Blob> {
  let archive = loaded.get(template);
  if (!archive) {
    const dir = process.env[PGLITE_TEMPLATE_DIR_ENV];
    archive = dir
      ? readFile(pgliteTemplateFile(dir, template)).then((bytes) => new Blob([bytes]))
      : (built ??= buildPgliteTemplates()).then((templates) => templates[template]);
    loaded.set(template, archive);
  }
  return archive;
}
