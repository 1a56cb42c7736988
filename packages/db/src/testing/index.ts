import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { countryOfNationality, type DocumentType } from '@uniguide/domain';
import { createDb, type Database, type Driver } from '../connect';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { migrateTo, migrateToLatest, type MigrateOptions } from '../migrate';
import type { ProgramValues } from '../queries/catalogue/programs';
import {
  completeDocument,
  insertPendingDocument,
  linkDocuments,
} from '../queries/documents/documents';
import { insertStudent, type StudentValues } from '../queries/students/students';
import type { DB, StudentRow } from '../schema';
import { pgliteTemplate } from './pglite-template';
import { cloneTemplate, postgresTemplate } from './postgres-template';

/** Raw SQL for tests and the bench, which set up states no query offers; product code calls queries. */
export { sql } from 'kysely';
/** Rows as an older schema takes them, for the tests of a migration's handling of existing data. */
export * as oldRows from './old-rows';

export interface TestDatabase extends Database {
  /** The isolated schema on PostgreSQL; undefined on PGlite. */
  schema?: string;
  /**
   * Applies the remaining migrations (a migration's data test, after `upTo`), in this database's own
   * schema and despite another test run dropping its schema meanwhile.
   */
  migrateToLatest(): Promise<string[]>;
  /** Drops the isolated schema (PostgreSQL) and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * The drivers every DB-touching test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDrivers())`.
 */
export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one driver the API's edge suites run on (the access matrix and the fuzzing,
 * docs/decisions/092-edge-suites-on-one-database.md): PostgreSQL when TEST_DATABASE_URL is set,
 * else PGlite. What they check, who may call what and that no input answers 500, is decided above
 * the database, and both drivers run PostgreSQL's own SQL; every other suite runs on both.
 */
export function edgeTestDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

let extensionReady: Promise<void> | undefined;

/** pg_trgm is per database; create it once in public so every test schema can see its operators. */
function ensureTrigramExtension(url: string): Promise<void> {
  extensionReady ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
          return;
        } catch (error) {
          // Parallel test processes may race on the extension's catalog row; the loser retries.
          if (attempt >= 3) throw error;
        }
      }
    } finally {
      await client.end();
    }
  })();
  return extensionReady;
}

export interface TestDatabaseOptions {
  /** Stop after this migration (a migration's data test inserts rows in the older shape first). */
  upTo?: string;
}

/**
 * A dropped-schema error naming another schema than ours is someone else's race, not our failure:
 * `schema "x" does not exist`, or `relation "x.table" does not exist` when the drop lands between
 * listing a schema's tables and reading one of them. Also found inside a JSON log line, where the
 * quotes are escaped (a server process that failed to start).
 */
const FOREIGN_SCHEMA_GONE =
  /(?:schema \\?"([^"\\]+)\\?"|relation \\?"([^".\\]+)\.[^"\\]+\\?") does not exist/;
const MIGRATION_ATTEMPTS = 5;

/**
 * Kysely's migrator looks for its own tables by introspecting every table of the database, through
 * catalog functions that fail with `schema "…" does not exist` when another test run (test files run
 * in parallel, packages too) drops its schema at that instant. Nothing of ours has failed then, so
 * the migration — idempotent, and transactional on PostgreSQL — is run again (or the server process
 * that was migrating as it started is started again).
 */
export async function migrateDespiteForeignDrops<T>(
  run: () => Promise<T>,
  schema: string,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const gone = FOREIGN_SCHEMA_GONE.exec(error instanceof Error ? error.message : String(error));
      const goneSchema = gone?.[1] ?? gone?.[2];
      if (!goneSchema || goneSchema === schema || attempt >= MIGRATION_ATTEMPTS) throw error;
    }
  }
}

async function createSchema(url: string, schema: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
}

function connectToSchema(url: string, schema: string): Database {
  return createDb({ databaseUrl: url, poolMax: 5, pgOptions: `-c search_path=${schema},public` });
}

/** Creates and migrates one schema: the template the test schemas are copied from. */
function migrateNewSchema(url: string) {
  return async (schema: string) => {
    await createSchema(url, schema);
    const database = connectToSchema(url, schema);
    try {
      await migrateDespiteForeignDrops(() => migrateToLatest(database.db, { schema }), schema);
    } finally {
      await database.close();
    }
  };
}

/** A fresh, migrated database: in-memory PGlite, or a new schema on TEST_DATABASE_URL. */
export async function createTestDatabase(
  driver: Driver = 'pglite',
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const migrate = (db: Kysely<DB>, migrateOptions: MigrateOptions = {}) =>
    options.upTo
      ? migrateTo(db, options.upTo, migrateOptions)
      : migrateToLatest(db, migrateOptions);
  if (driver === 'pglite') {
    // A copy of an archived data directory; see ./pglite-template.ts.
    const archive = await pgliteTemplate(options.upTo ? 'empty' : 'migrated');
    const database = createDb({ pgliteArchive: archive, pgliteOnCallerThread: true });
    if (options.upTo) await migrate(database.db);
    return {
      ...database,
      migrateToLatest: () => migrateToLatest(database.db),
      dispose: database.close,
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  await ensureTrigramExtension(url);
  const template = options.upTo ? null : await postgresTemplate(url, migrateNewSchema(url));
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const dropSchema = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
  };
  let database: Database;
  if (template !== null) {
    // A copy of the migrated template schema; see ./postgres-template.ts.
    await cloneTemplate(url, template, schema);
    database = connectToSchema(url, schema);
  } else {
    await createSchema(url, schema);
    database = connectToSchema(url, schema);
    try {
      await migrateDespiteForeignDrops(() => migrate(database.db, { schema }), schema);
    } catch (error) {
      // A half-migrated schema must not outlive the failed test run.
      await database.close();
      await dropSchema();
      throw error;
    }
  }
  return {
    ...database,
    schema,
    migrateToLatest: () =>
      migrateDespiteForeignDrops(() => migrateToLatest(database.db, { schema }), schema),
    async dispose() {
      await database.close();
      await dropSchema();
    },
  };
}

/**
 * Fills `dataDir` (empty or missing) with a migrated embedded database, copied from the test template:
 * for tests of commands that open `DATA_DIR`, where creating the database (seconds of initdb in
 * WebAssembly, docs/decisions/015-test-database-templates.md) is not what they test. The first start
 * itself is tested in apps/server/src/bootstrap/first-start.test.ts.
 */
export async function migratedPgliteDataDir(dataDir: string): Promise<void> {
  const database = createDb({
    dataDir,
    pgliteArchive: await pgliteTemplate('migrated'),
    pgliteOnCallerThread: true,
  });
  try {
    await sql`SELECT 1`.execute(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A student of `userId` for tests that insert applications or documents directly (both need one).
 * The e-mail is unique unless given.
 */
export async function insertTestStudent(
  db: Kysely<DB>,
  userId: number,
  overrides: Partial<StudentValues> = {},
): Promise<StudentRow> {
  return insertStudent(db, userId, {
    firstName: 'Lina',
    lastName: 'Saeed',
    email: `student-${randomBytes(6).toString('hex')}@example.com`,
    phone: '+971 50 123 4567',
    dateOfBirth: '2002-02-02',
    nationality: 'Egyptian',
    nationalityCountry: countryOfNationality(overrides.nationality ?? 'Egyptian'),
    gender: 'female',
    highestQualification: 'High School',
    qualificationName: 'Thanaweya Amma',
    institutionName: 'Cairo School',
    graduationYear: '2020',
    cgpa: null,
    ...overrides,
  });
}

/**
 * A PDF of `owner`'s student, as an upload leaves it: stored (`fileSize` bytes on disk) unless
 * `pending`, and on the application `applicationId` when given. Answers the document's id.
 */
export async function insertTestDocument(
  db: Kysely<DB>,
  owner: { userId: number; studentId: number },
  options: {
    documentType?: DocumentType;
    expiresOn?: string | null;
    applicationId?: number;
    pending?: boolean;
    fileSize?: number;
  } = {},
): Promise<number> {
  const documentType = options.documentType ?? 'passport';
  const id = await insertPendingDocument(db, {
    applicationId: options.applicationId ?? null,
    ...owner,
    documentType,
    filename: `${randomUUID()}.pdf`,
    originalFilename: `${documentType}.pdf`,
    mimeType: 'application/pdf',
    expiresOn: options.expiresOn ?? null,
  });
  if (options.pending) return id;
  await completeDocument(db, id, { fileSize: options.fileSize ?? 1, storageDriver: 'disk' });
  if (options.applicationId) await linkDocuments(db, options.applicationId, [id]);
  return id;
}

/** A university named `universityName` with one program, `programName`; answers the program's id. */
export async function insertTestProgram(
  db: Kysely<DB>,
  universityName: string,
  programName: string,
): Promise<number> {
  const university = await db
    .insertInto('universities')
    .values({ name: universityName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('programs')
    .values({
      universityId: university.id,
      name: programName,
      searchText: programName.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return program.id;
}

/**
 * A query test's start: a fresh database on `driver` (createTestDatabase) holding one program to
 * apply to (insertTestProgram).
 */
export async function createTestDatabaseWithProgram(
  driver: Driver,
  universityName: string,
  programName: string,
): Promise<{ database: TestDatabase; programId: number }> {
  const database = await createTestDatabase(driver);
  return { database, programId: await insertTestProgram(database.db, universityName, programName) };
}

/** A user row for a test agent, with no password anyone could sign in with; answers its id. */
export async function insertTestAgent(db: Kysely<DB>, username: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ username, passwordHash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A program row for tests that insert programs themselves: `name` at `universityId`, an engineering
 * program in English with no fee, intakes, requirements or text, unless `overrides` says otherwise.
 */
export function testProgramValues(
  universityId: number,
  name: string,
  overrides: Partial<ProgramValues> = {},
): ProgramValues {
  return {
    name,
    universityId,
    degree: "Bachelor's Degree",
    degreeRaw: null,
    studyField: 'Engineering',
    studyFieldRaw: null,
    duration: '4 Years',
    durationRaw: null,
    tuitionText: null,
    tuitionAed: null,
    intakes: [],
    intakesRaw: null,
    requirements: [],
    description: null,
    language: 'English',
    hasScholarship: false,
    scholarshipDetails: null,
    imageUrl: null,
    hidden: false,
    sourceKey: null,
    ...overrides,
  };
}

/**
 * Copies, in one statement, of the applications `where` picks (a `sql` condition), each with its own
 * status or with `status`: many rows at once for the count and statistics tests.
 */
export async function copyApplications(
  db: Kysely<DB>,
  where: RawBuilder<unknown>,
  status?: string,
): Promise<void> {
  await sql`
    INSERT INTO applications (user_id, student_id, program_id, student_first_name, student_last_name,
      student_email, student_phone, student_date_of_birth, student_nationality, student_gender,
      highest_qualification, qualification_name, institution_name, graduation_year, intake_date, status)
    SELECT user_id, student_id, program_id, student_first_name, student_last_name, student_email,
      student_phone, student_date_of_birth, student_nationality, student_gender, highest_qualification,
      qualification_name, institution_name, graduation_year, intake_date,
      ${status === undefined ? sql.ref('status') : status}
    FROM applications WHERE ${where}`.execute(db);
}

/** A test agent (insertTestAgent) with one student (insertTestStudent); answers both ids. */
export async function insertTestAgentWithStudent(
  db: Kysely<DB>,
  username: string,
  student: Partial<StudentValues> = {},
): Promise<{ userId: number; studentId: number }> {
  const userId = await insertTestAgent(db, username);
  return { userId, studentId: (await insertTestStudent(db, userId, student)).id };
}
