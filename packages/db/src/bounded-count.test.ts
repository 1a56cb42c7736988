import type { ProgramFilters } from '@uniguide/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_TIERS, seedScale } from './seed-scale';
import { copyApplications, createTestDatabase, testDrivers, type TestDatabase } from './testing';
import { listApplications } from './queries/applications/list';
import { EXACT_COUNT_LIMIT, boundedCount, estimateFromSample } from './bounded-count';
import { countPrograms, listPrograms } from './queries/catalogue/programs';

describe('estimateFromSample', () => {
  it('scales the sampled matches up, is exact for a whole-table sample, and never undercuts the limit', () => {
    expect(estimateFromSample({ count: 150, percent: 5 })).toEqual({
      total: 3000,
      totalIsEstimate: true,
    });
    expect(estimateFromSample({ count: 1234, percent: 100 })).toEqual({
      total: 1234,
      totalIsEstimate: false,
    });
    expect(estimateFromSample({ count: 3, percent: 1 })).toEqual({
      total: EXACT_COUNT_LIMIT + 1,
      totalIsEstimate: true,
    });
  });
});

describe('boundedCount', () => {
  it('counts exactly up to the limit without sampling', async () => {
    let sampled = false;
    const total = await boundedCount({
      upTo: async (limit) => Math.min(limit, 640),
      inSample: async () => {
        sampled = true;
        return { count: 1, percent: 1 };
      },
    });
    expect(total).toEqual({ total: 640, totalIsEstimate: false });
    expect(sampled).toBe(false);
  });

  it('estimates once the limit is exceeded', async () => {
    const total = await boundedCount({
      upTo: async (limit) => limit,
      inSample: async () => ({ count: 90, percent: 2 }),
    });
    expect(total).toEqual({ total: 4500, totalIsEstimate: true });
  });

  it('is exact above the limit when the sample is the whole table', async () => {
    const total = await boundedCount({
      upTo: async (limit) => limit,
      inSample: async () => ({ count: 1500, percent: 100 }),
    });
    expect(total).toEqual({ total: 1500, totalIsEstimate: false });
  });
});

describe.each(testDrivers())('list totals on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { ids } = await seedScale(database.db, SCALE_TIERS.tiny);
    // More programs and applications than the exact limit; the tables stay small enough for the
    // sample to be the whole table, so even an estimated total must come out exact.
    await sql`
      INSERT INTO programs (university_id, name, degree, study_field, tuition_aed, search_text)
      SELECT p.university_id, 'Zeta Program ' || g, p.degree, p.study_field, p.tuition_aed,
             'zeta program ' || g
      FROM generate_series(1, 1100) AS g
      JOIN programs AS p ON p.id = ${ids.firstProgramId} + g % 50`.execute(database.db);
    await copyApplications(database.db, sql`id < ${ids.firstApplicationId + 500}`);
    await sql`ANALYZE programs, applications`.execute(database.db);
  });
  afterAll(() => database?.dispose());

  const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

  it.each([
    { limit: 5, offset: 40 },
    // Ends on the last match the probe collects (the 1 001st).
    { limit: 5, offset: EXACT_COUNT_LIMIT - 4 },
    // Ends past the matches the probe collects: the page comes from a walk of the name index.
    { limit: 5, offset: EXACT_COUNT_LIMIT - 3 },
    { limit: 5, offset: 1050 },
  ])(
    'gives the catalogue exact totals and the name-ordered page below and above the limit (%o)',
    async (page) => {
      const cases: Array<Partial<ProgramFilters>> = [
        { search: 'zeta' },
        { search: 'program' },
        { degree: ["Master's Degree"] },
        { degree: ["Master's Degree"], search: 'zeta' },
        {},
      ];
      for (const filters of cases) {
        const exact = await countPrograms(database.db, filters);
        const result = await listPrograms(database.db, { ...filters, ...page });
        expect(result.total, JSON.stringify(filters)).toBe(exact);
        expect(result.totalIsEstimate, JSON.stringify(filters)).toBe(false);
        const expected = await database.db
          .selectFrom('programs')
          .select('name')
          .where('hidden', '=', false)
          .$if(filters.search !== undefined, (query) =>
            query.where('searchText', 'like', `%${filters.search}%`),
          )
          .$if(filters.degree !== undefined, (query) =>
            query.where('degree', 'in', filters.degree!),
          )
          .orderBy('name')
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute();
        expect(names(result.items), JSON.stringify(filters)).toEqual(names(expected));
      }
      expect(await countPrograms(database.db, { search: 'zeta' })).toBeGreaterThan(
        EXACT_COUNT_LIMIT,
      );
    },
  );

  it('gives past-the-end catalogue pages no rows but the total', async () => {
    const result = await listPrograms(database.db, { degree: ['PhD'], limit: 20, offset: 5000 });
    expect(result.items).toEqual([]);
    expect(result.total).toBe(await countPrograms(database.db, { degree: ['PhD'] }));
  });

  it('gives application lists exact totals from counters, counts and (whole-table) samples', async () => {
    const exact = async (where: string) =>
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM applications WHERE ${sql.raw(where)}`.execute(database.db)
        ).rows[0]!.n,
      );
    const list = async (filter: Parameters<typeof listApplications>[1]) => {
      const result = await listApplications(database.db, filter);
      expect(result.totalIsEstimate, JSON.stringify(filter)).toBe(false);
      return result.total;
    };
    const page = { limit: 10, offset: 0 };
    expect(await list(page)).toBe(await exact('true'));
    expect(await list({ ...page, status: 'under-review' })).toBe(
      await exact(`status = 'under-review'`),
    );
    const everyone = await exact(`student_email LIKE '%student.test%'`);
    expect(everyone).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(await list({ ...page, search: 'student.test' })).toBe(everyone);
    expect(await list({ ...page, search: 'student.test', status: 'draft' })).toBe(
      await exact(`student_email LIKE '%student.test%' AND status = 'draft'`),
    );
  });

  it('marks totals above the limit as estimates once the sample is only part of the table', async () => {
    // Pretend both tables span far more pages than SAMPLE_PAGES, so the sample is partial; on
    // PostgreSQL autovacuum must not re-analyse them (and restore the true page count) meanwhile.
    await sql`ALTER TABLE programs SET (autovacuum_enabled = false)`.execute(database.db);
    await sql`ALTER TABLE applications SET (autovacuum_enabled = false)`.execute(database.db);
    await sql`UPDATE pg_class SET relpages = 1000000
      WHERE oid IN (to_regclass('programs'), to_regclass('applications'))`.execute(database.db);
    try {
      const page = { limit: 5, offset: 0 };
      const programs = await listPrograms(database.db, { search: 'zeta', ...page });
      expect(programs.totalIsEstimate).toBe(true);
      expect(programs.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(programs.items).toHaveLength(5);
      const applications = await listApplications(database.db, { search: 'student.test', ...page });
      expect(applications.totalIsEstimate).toBe(true);
      expect(applications.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
      // Below the limit a total is still counted exactly.
      const few = await listPrograms(database.db, { degree: ['PhD'], ...page });
      expect(few).toMatchObject({
        total: await countPrograms(database.db, { degree: ['PhD'] }),
        totalIsEstimate: false,
      });
    } finally {
      await sql`ALTER TABLE programs RESET (autovacuum_enabled)`.execute(database.db);
      await sql`ALTER TABLE applications RESET (autovacuum_enabled)`.execute(database.db);
      await sql`ANALYZE programs, applications`.execute(database.db);
    }
  });
});
