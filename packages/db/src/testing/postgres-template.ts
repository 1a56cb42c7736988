import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL test schemas start from a copy of one migrated template schema instead of running every
 * migration again (about a second each, mostly kysely's round trips and catalogue introspection).
 * PostgreSQL has no statement that copies a schema, so the template is migrated once per test process,
 * `pg_dump` writes it out as SQL (structure and rows: kysely's bookkeeping, seeded vocabularies), and
 * each test schema replays that SQL under its own name in one round trip.
 * See docs/decisions/030-fast-suite.md.
 */

const run = promisify(execFile);

/** The template's name inside the dump, swapped for each test schema's own. */
const PLACEHOLDER = `tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Migrates a throw-away schema and answers its dump, or null when `pg_dump` cannot be run here. */
async function dumpMigratedSchema(
  url: string,
  migrateInto: (schema: string) => Promise<void>,
): Promise<string | null> {
  const schema = PLACEHOLDER;
  try {
    await migrateInto(schema);
    const { stdout } = await run(
      process.env.PG_DUMP ?? 'pg_dump',
      [
        '--dbname',
        url,
        '--schema',
        schema,
        '--inserts',
        '--no-owner',
        '--no-privileges',
        '--no-comments',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // Recent pg_dump releases wrap the script in psql's `\restrict` meta-commands, which only psql reads.
    return stdout.replace(/^\\.*$/gm, '');
  } catch (error) {
    // No pg_dump on PATH (or one older than the server): every test schema is migrated instead.
    if (isDumpUnavailable(error)) return null;
    throw error;
  } finally {
    await dropSchema(url, schema);
  }
}

function isDumpUnavailable(error: unknown): boolean {
  const { code, stderr } = (error ?? {}) as { code?: unknown; stderr?: unknown };
  return (
    code === 'ENOENT' || (typeof stderr === 'string' && /server version mismatch/.test(stderr))
  );
}

let dump: Promise<string | null> | undefined;

/** The migrated template as SQL for this process (built on first use), or null without pg_dump. */
export function postgresTemplate(
  url: string,
  migrateInto: (schema: string) => Promise<void>,
): Promise<string | null> {
  dump ??= dumpMigratedSchema(url, migrateInto);
  return dump;
}

/** The dump's statements re-aimed at `schema` (which the dump itself creates). */
function templateSqlFor(sql: string, schema: string): string {
  return sql.replaceAll(PLACEHOLDER, schema);
}

/** Creates `schema` as a copy of the template, in one transaction. */
export async function cloneTemplate(url: string, sql: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The simple query protocol runs the whole script as one implicit transaction.
    await client.query(templateSqlFor(sql, schema));
  } finally {
    await client.end();
  }
}
