import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEGREE_LEVELS,
  DURATIONS,
  STUDY_FIELDS,
  TUITION_MAX,
  mapDuration,
  mapFee,
  mapIntakes,
} from '@uniguide/domain';
import { createTestDatabase, testDrivers, type TestDatabase } from '../testing';
import {
  ILLUSTRATIVE,
  SAMPLE_UNIVERSITIES,
  generatePrograms,
  sampleCommissionTerms,
  seedCatalogue,
} from './index';

describe('sample catalogue generator', () => {
  const programs = SAMPLE_UNIVERSITIES.flatMap((university) => generatePrograms(university));

  it('has the 31 institutions and 913 programs the marketing figures advertise', () => {
    expect(SAMPLE_UNIVERSITIES).toHaveLength(31);
    expect(new Set(SAMPLE_UNIVERSITIES.map((university) => university.name)).size).toBe(31);
    expect(programs).toHaveLength(913);
  });

  it('generates the same catalogue every time', () => {
    const again = SAMPLE_UNIVERSITIES.flatMap((university) => generatePrograms(university));
    expect(again).toEqual(programs);
  });

  it('uses only the catalogue vocabularies and spreads over all of them', () => {
    expect(new Set(programs.map((program) => program.degree))).toEqual(new Set(DEGREE_LEVELS));
    expect(new Set(programs.map((program) => program.studyField))).toEqual(new Set(STUDY_FIELDS));
    expect(new Set(programs.map((program) => program.duration))).toEqual(new Set(DURATIONS));
  });

  it('keeps raw texts consistent with the mapped values, as the importer would read them', () => {
    for (const program of programs) {
      expect(mapDuration(program.durationRaw).duration).toBe(program.duration);
      expect(mapIntakes(program.intakesRaw)).toEqual(program.intakes);
      expect(mapFee(program.tuitionText, null).tuitionAed).toBe(program.tuitionAed);
    }
  });

  it('keeps durations consistent with the degree', () => {
    for (const program of programs) {
      if (program.degree === 'Diploma') expect(['1 year', '2 years']).toContain(program.duration);
      if (program.degree === "Master's Degree")
        expect(['1 year', '2 years']).toContain(program.duration);
      if (program.degree === "Bachelor's Degree")
        expect(['3 years', '4 years', '4+ years']).toContain(program.duration);
      if (program.degree === 'PhD')
        expect(['3 years', '4 years', '4+ years']).toContain(program.duration);
    }
  });

  it('has realistic fees, a few left out, and about 30% with scholarships', () => {
    const fees = programs.flatMap((program) =>
      program.tuitionAed === null ? [] : [program.tuitionAed],
    );
    expect(fees.every((fee) => fee >= 10_000 && fee < TUITION_MAX)).toBe(true);
    const missing = programs.length - fees.length;
    expect(missing).toBeGreaterThan(5);
    expect(missing).toBeLessThan(60);
    const share = programs.filter((program) => program.hasScholarship).length / programs.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it('marks every generated text as illustrative', () => {
    const texts = programs.flatMap((program) => [program.description, program.scholarshipDetails]);
    expect(texts.filter((text) => text !== null).length).toBeGreaterThan(300);
    for (const text of texts) if (text !== null) expect(text).toContain(ILLUSTRATIVE);
  });

  it('gives the universities varied, stable commission terms (8–20 %, 60–120 days)', () => {
    const terms = SAMPLE_UNIVERSITIES.map((university) => sampleCommissionTerms(university.slug));
    expect(terms).toEqual(
      SAMPLE_UNIVERSITIES.map((university) => sampleCommissionTerms(university.slug)),
    );
    for (const { commissionRateBps, payoutLagDays } of terms) {
      expect(commissionRateBps).toBeGreaterThanOrEqual(800);
      expect(commissionRateBps).toBeLessThanOrEqual(2000);
      expect([60, 75, 90, 105, 120]).toContain(payoutLagDays);
    }
    expect(new Set(terms.map((term) => term.commissionRateBps)).size).toBeGreaterThan(10);
    expect(new Set(terms.map((term) => term.payoutLagDays)).size).toBe(5);
  });

  it('gives every program a unique import key', () => {
    expect(new Set(programs.map((program) => program.sourceKey)).size).toBe(programs.length);
  });
});

describe.each(testDrivers())('seedCatalogue on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('fills an empty catalogue in one go', async () => {
    const result = await seedCatalogue(database.db);
    expect(result).toEqual({ universities: 31, programs: 913 });
  });

  it('stores the universities with their emirate, own logo path and an illustrative description', async () => {
    const khalifa = await database.db
      .selectFrom('universities')
      .selectAll()
      .where('name', '=', 'Khalifa University')
      .executeTakeFirstOrThrow();
    expect(khalifa).toMatchObject({
      location: 'Abu Dhabi, Abu Dhabi',
      emirate: 'Abu Dhabi',
      imageUrl: '/images/universities/khalifa-university.svg',
      logoUrl: '/images/universities/khalifa-university.svg',
    });
    expect(khalifa.description).toContain(ILLUSTRATIVE);
    expect(khalifa).toMatchObject(sampleCommissionTerms('khalifa-university'));
  });

  it('fills search_text with name, university and field in lower case', async () => {
    const program = await database.db
      .selectFrom('programs')
      .innerJoin('universities', 'universities.id', 'programs.universityId')
      .select([
        'programs.name',
        'programs.searchText',
        'universities.name as university',
        'programs.studyField',
      ])
      .orderBy('programs.id')
      .executeTakeFirstOrThrow();
    expect(program.searchText).toContain(program.name.toLowerCase());
    expect(program.searchText).toContain(program.university.toLowerCase());
    expect(program.searchText).toContain(program.studyField!.toLowerCase());
  });

  it('leaves a catalogue that already has data alone', async () => {
    expect(await seedCatalogue(database.db)).toEqual({ universities: 0, programs: 0 });
    const count = await database.db
      .selectFrom('programs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(913);
  });
});
