import { APPLICATION_STATUSES } from '@uniguide/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPrograms, refreshProgramSearchText } from '../queries/programs';
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

  it('loads exactly the tier, with history and documents for the applications', async () => {
    const { rows } = await sql<{ history: number; documents: number }>`
      SELECT count(*) + count(*) FILTER (WHERE status <> 'draft')
               + count(*) FILTER (WHERE status NOT IN ('draft', 'submitted')) AS history,
             sum(id % 4) AS documents
      FROM applications`.execute(database.db);
    expect(seeded.counts).toEqual({
      universities: tier.universities,
      programs: tier.programs,
      agents: tier.agents,
      applications: tier.applications,
      statusHistory: Number(rows[0]!.history),
      documents: Number(rows[0]!.documents),
    });
    expect(seeded.counts.statusHistory).toBeGreaterThan(tier.applications);
    expect(seeded.steps.map((step) => step.table)).toContain('vacuum analyze');
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
