import { APPLICATION_STATUSES, commissionAmountFils } from '@uniguide/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPrograms, refreshProgramSearchText } from '../queries/catalogue/programs';
import { testDrivers } from '../testing';
import {
  BENCH_DATABASE,
  HEAVY_AGENTS,
  SCALE_TIERS,
  createBenchSchema,
  openScaleDatabase,
  seedScale,
  withDatabase,
} from './index';
import type { ScaleDatabase, ScaleSeedResult } from './index';

const tier = SCALE_TIERS.tiny;

describe.each(testDrivers())('seedScale on %s', (driver) => {
  let database: ScaleDatabase;
  let seeded: ScaleSeedResult;

  beforeAll(async () => {
    database = await openScaleDatabase({
      serverUrl: driver === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    });
    seeded = await seedScale(database.db, tier);
  });
  afterAll(() => database?.dispose());

  it('loads exactly the tier, with history, documents, links and commissions', async () => {
    const { rows } = await sql<{
      history: number;
      documents: number;
      links: number;
      completed: number;
    }>`
      SELECT
        (SELECT count(*) + count(*) FILTER (WHERE status <> 'draft')
                + count(*) FILTER (WHERE status NOT IN ('draft', 'submitted')) FROM applications) AS history,
        (SELECT sum((id - ${seeded.ids.firstStudentId} + 1) % 4) FROM students) AS documents,
        (SELECT sum((student_id - ${seeded.ids.firstStudentId} + 1) % 4) FROM applications) AS links,
        (SELECT count(*) FROM applications WHERE status = 'completed') AS completed`.execute(
      database.db,
    );
    expect(seeded.counts).toEqual({
      universities: tier.universities,
      programs: tier.programs,
      agents: tier.agents,
      students: tier.students,
      applications: tier.applications,
      statusHistory: Number(rows[0]!.history),
      documents: Number(rows[0]!.documents),
      applicationDocuments: Number(rows[0]!.links),
      commissions: Number(rows[0]!.completed),
    });
    expect(seeded.counts.statusHistory).toBeGreaterThan(tier.applications);
    expect(seeded.counts.commissions).toBeGreaterThan(0);
    expect(seeded.steps.map((step) => step.table)).toContain('vacuum analyze');
  });

  it("gives every student one or two applications, all made by the student's agent", async () => {
    const { rows } = await sql<{
      fewest: number;
      most: number;
      foreign: number;
      snapshots: number;
    }>`
      SELECT min(n) AS fewest, max(n) AS most,
             (SELECT count(*) FROM applications a JOIN students s ON s.id = a.student_id
              WHERE a.user_id <> s.user_id) AS foreign,
             (SELECT count(*) FROM applications a JOIN students s ON s.id = a.student_id
              WHERE a.student_email <> s.email OR a.student_last_name <> s.last_name) AS snapshots
      FROM (SELECT count(a.id) AS n FROM students s LEFT JOIN applications a ON a.student_id = s.id
            GROUP BY s.id) AS per_student`.execute(database.db);
    expect(rows[0]).toEqual({ fewest: 1, most: 2, foreign: 0, snapshots: 0 });
  });

  it("keeps documents on their student's file and attaches them to that student's applications", async () => {
    const { rows } = await sql<{ misplaced: number; expiring: number; expired: number }>`
      SELECT
        (SELECT count(*) FROM application_documents l
         JOIN applications a ON a.id = l.application_id JOIN documents d ON d.id = l.document_id
         WHERE d.student_id <> a.student_id OR d.user_id <> a.user_id) AS misplaced,
        (SELECT count(*) FROM documents WHERE expires_on IS NOT NULL) AS expiring,
        (SELECT count(*) FROM documents WHERE expires_on < current_date) AS expired`.execute(
      database.db,
    );
    expect(Number(rows[0]!.misplaced)).toBe(0);
    expect(Number(rows[0]!.expiring)).toBeGreaterThan(0);
    expect(Number(rows[0]!.expired)).toBeGreaterThan(0);
    const uploadedOnStudentPage = await database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('applicationId', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(uploadedOnStudentPage.count)).toBeGreaterThan(0);
  });

  it('computes commissions the way completion does (domain commissionAmountFils)', async () => {
    const rows = await database.db
      .selectFrom('commissions as c')
      .innerJoin('programs as p', 'p.id', 'c.programId')
      .innerJoin('universities as u', 'u.id', 'p.universityId')
      .select([
        'c.amountFils',
        'c.rateBps',
        'c.tuitionFils',
        'p.tuitionAed',
        'p.commissionRateBps as programRate',
        'u.commissionRateBps as universityRate',
      ])
      .execute();
    expect(rows.length).toBe(seeded.counts.commissions);
    for (const row of rows) {
      expect(row.rateBps).toBe(row.programRate ?? row.universityRate);
      expect(row.tuitionFils).toBe(row.tuitionAed === null ? null : row.tuitionAed * 100);
      expect(row.amountFils).toBe(commissionAmountFils(row.tuitionAed, row.rateBps));
    }
  });

  it('spreads applications over every status and gives the big agencies a tenth of them', async () => {
    const statuses = await database.db
      .selectFrom('applications')
      .select('status')
      .distinct()
      .execute();
    expect(statuses.map((row) => row.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
    const heavy = await database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '<', seeded.ids.firstAgentId + HEAVY_AGENTS)
      .executeTakeFirstOrThrow();
    expect(Number(heavy.count)).toBeGreaterThanOrEqual(tier.applications / 10);
  });

  it('writes the search text the catalogue maintains, so search behaves as on real data', async () => {
    const before = await database.db
      .selectFrom('programs')
      .select(['id', 'searchText'])
      .orderBy('id')
      .execute();
    await refreshProgramSearchText(database.db, { programIds: before.map((row) => row.id) });
    const after = await database.db
      .selectFrom('programs')
      .select(['id', 'searchText'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    const found = await listPrograms(database.db, {
      search: 'computer science',
      limit: 20,
      offset: 0,
    });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(tier.programs);
    for (const program of found.items) {
      expect(`${program.name} ${program.studyField}`.toLowerCase()).toContain('computer science');
    }
  });

  it('refuses to load into a database that already has programs', async () => {
    await expect(seedScale(database.db, tier)).rejects.toThrow('seedScale needs an empty database');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('openScaleDatabase on PostgreSQL', () => {
  it('works in a fresh schema of the bench database and drops it afterwards', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const database = await openScaleDatabase({ serverUrl: url });
    const schema = database.label.split('/')[1]!;
    expect(database.label).toMatch(new RegExp(`^postgres ${BENCH_DATABASE}/bench_\\d{14}_\\d+$`));
    const where = await sql<{
      db: string;
      schema: string;
    }>`SELECT current_database() AS db, current_schema() AS schema`.execute(database.db);
    expect(where.rows[0]).toEqual({ db: BENCH_DATABASE, schema });
    await database.dispose();

    const client = new pg.Client({ connectionString: withDatabase(url, BENCH_DATABASE) });
    await client.connect();
    try {
      const left = await client.query(
        'SELECT 1 FROM information_schema.schemata WHERE schema_name = $1',
        [schema],
      );
      expect(left.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('createBenchSchema', () => {
  it('gives a URL whose connections land in the new schema', async () => {
    const bench = await createBenchSchema(process.env.TEST_DATABASE_URL!, 'load');
    try {
      expect(bench.schema).toMatch(/^load_\d{14}_\d+$/);
      const client = new pg.Client({ connectionString: bench.scopedUrl });
      await client.connect();
      try {
        const result = await client.query(
          'SELECT current_database() AS db, current_schema() AS schema',
        );
        expect(result.rows[0]).toEqual({ db: BENCH_DATABASE, schema: bench.schema });
      } finally {
        await client.end();
      }
    } finally {
      await bench.drop();
    }
  });

  it('refuses a prefix that is not a plain identifier', async () => {
    await expect(createBenchSchema(process.env.TEST_DATABASE_URL!, 'x; drop')).rejects.toThrow(
      'Invalid schema prefix',
    );
  });
});

describe('withDatabase', () => {
  it('swaps only the database name of a URL', () => {
    expect(
      withDatabase(
        'postgres://postgres:secret@127.0.0.1:5432/postgres?sslmode=disable',
        'uniguide_bench',
      ),
    ).toBe('postgres://postgres:secret@127.0.0.1:5432/uniguide_bench?sslmode=disable');
  });
});
