import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import {
  countPrograms,
  escapeLike,
  getProgram,
  insertPrograms,
  listPrograms,
  listProgramsByUniversity,
  updateProgram,
  type ProgramValues,
} from './programs';
import { getUniversity, insertUniversities, listUniversities } from './universities';

const page = { limit: 50, offset: 0 };

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe.each(testDrivers())('catalogue queries on %s', (driver) => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};
  let dubai: number;
  let sharjah: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const universities = await insertUniversities(database.db, [
      {
        name: 'Dune University Dubai',
        location: 'Dubai, Dubai',
        emirate: 'Dubai',
        imageUrl: '/images/universities/dune.svg',
      },
      {
        name: 'Coral College Sharjah',
        location: 'Sharjah, Sharjah',
        emirate: 'Sharjah',
        imageUrl: null,
      },
      { name: 'Empty Institute', location: null, emirate: null, imageUrl: null },
    ]);
    dubai = universities[0]!.id;
    sharjah = universities[1]!.id;
    const base = {
      degreeRaw: null,
      studyFieldRaw: null,
      durationRaw: null,
      intakesRaw: null,
      description: null,
      language: 'English',
      scholarshipDetails: null,
      imageUrl: null,
      sourceKey: null,
      requirements: ['Passport copy'],
    } satisfies Partial<ProgramValues>;
    const programs: Array<[string, ProgramValues]> = [
      [
        'bscCs',
        {
          ...base,
          universityId: dubai,
          name: 'BSc Computer Science',
          degree: "Bachelor's Degree",
          studyField: 'Computer Science & IT',
          studyFieldRaw: 'Computing',
          duration: '4 years',
          tuitionText: 'AED 60,000',
          tuitionAed: 60_000,
          intakes: ['September', 'January'],
          hasScholarship: true,
        },
      ],
      [
        'mba',
        {
          ...base,
          universityId: dubai,
          name: 'MBA in Finance',
          degree: "Master's Degree",
          studyField: 'Business & Management',
          duration: '2 years',
          tuitionText: null,
          tuitionAed: null,
          intakes: ['January'],
          hasScholarship: false,
        },
      ],
      [
        'percent',
        {
          ...base,
          universityId: sharjah,
          name: '100% Online Marketing Diploma',
          degree: 'Diploma',
          studyField: 'Business & Management',
          duration: '1 year',
          tuitionText: 'AED 20,000',
          tuitionAed: 20_000,
          intakes: [],
          hasScholarship: false,
        },
      ],
      [
        'underscore',
        {
          ...base,
          universityId: sharjah,
          name: 'Data_Science Foundations',
          degree: 'Diploma',
          studyField: 'Computer Science & IT',
          duration: '1 year',
          tuitionText: 'AED 25,000',
          tuitionAed: 25_000,
          intakes: [],
          hasScholarship: true,
        },
      ],
      [
        'nursing',
        {
          ...base,
          universityId: sharjah,
          name: 'BSc Nursing',
          degree: "Bachelor's Degree",
          studyField: 'Medicine & Health',
          duration: '4 years',
          tuitionText: 'AED 80,000',
          tuitionAed: 80_000,
          intakes: ['September'],
          hasScholarship: false,
        },
      ],
      [
        'phd',
        {
          ...base,
          universityId: dubai,
          name: 'PhD Mechanical Engineering',
          degree: 'PhD',
          studyField: 'Engineering',
          duration: '4+ years',
          tuitionText: 'AED 70,000',
          tuitionAed: 70_000,
          intakes: ['September'],
          hasScholarship: false,
        },
      ],
      [
        'hidden',
        {
          ...base,
          universityId: dubai,
          name: 'Hidden Computer Course',
          degree: 'Diploma',
          studyField: 'Computer Science & IT',
          duration: '1 year',
          tuitionText: 'AED 1,000',
          tuitionAed: 1_000,
          intakes: [],
          hasScholarship: true,
          hidden: true,
        },
      ],
    ];
    const inserted = await insertPrograms(
      database.db,
      programs.map(([, values]) => values),
      3,
    );
    programs.forEach(([key], index) => (ids[key] = inserted[index]!));
  });
  afterAll(() => database.dispose());

  const names = async (filters: Parameters<typeof listPrograms>[1]) =>
    (await listPrograms(database.db, filters)).items.map((program) => program.name);

  it('lists visible programs by name with the total', async () => {
    const result = await listPrograms(database.db, page);
    expect(result.total).toBe(6);
    expect(result.items.map((program) => program.name)).toEqual([
      '100% Online Marketing Diploma',
      'BSc Computer Science',
      'BSc Nursing',
      'Data_Science Foundations',
      'MBA in Finance',
      'PhD Mechanical Engineering',
    ]);
  });

  it('maps rows to the domain Program shape with the embedded university', async () => {
    expect(await getProgram(database.db, ids.bscCs!)).toEqual({
      id: ids.bscCs,
      name: 'BSc Computer Science',
      universityId: dubai,
      degree: "Bachelor's Degree",
      studyField: 'Computer Science & IT',
      duration: '4 years',
      tuition: 'AED 60,000',
      tuitionAed: 60_000,
      intake: ['September', 'January'],
      requirements: ['Passport copy'],
      description: null,
      language: 'English',
      hasScholarship: true,
      scholarshipDetails: null,
      imageUrl: null,
      university: {
        name: 'Dune University Dubai',
        location: 'Dubai, Dubai',
        imageUrl: '/images/universities/dune.svg',
      },
    });
  });

  it('hides hidden and unknown programs', async () => {
    expect(await getProgram(database.db, ids.hidden!)).toBeUndefined();
    expect(await getProgram(database.db, 999_999)).toBeUndefined();
    expect(await names({ ...page, search: 'hidden' })).toEqual([]);
  });

  it('pages with a stable order and keeps the total past the last page', async () => {
    const first = await listPrograms(database.db, { limit: 4, offset: 0 });
    const second = await listPrograms(database.db, { limit: 4, offset: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((program) => program.name)).toEqual([
      'MBA in Finance',
      'PhD Mechanical Engineering',
    ]);
    expect(second.total).toBe(6);
    expect(await listPrograms(database.db, { limit: 4, offset: 40 })).toEqual({
      items: [],
      total: 6,
      totalIsEstimate: false,
    });
  });

  it('filters by each list filter, values of one filter OR-ed', async () => {
    expect(await names({ ...page, degree: ['Diploma', 'PhD'] })).toEqual([
      '100% Online Marketing Diploma',
      'Data_Science Foundations',
      'PhD Mechanical Engineering',
    ]);
    expect(await names({ ...page, studyField: ['Medicine & Health'] })).toEqual(['BSc Nursing']);
    expect(await names({ ...page, duration: ['4+ years'] })).toEqual([
      'PhD Mechanical Engineering',
    ]);
    expect(await names({ ...page, university: [sharjah] })).toHaveLength(3);
  });

  it('answers nothing, not an SQL error, for ids beyond the integer range', async () => {
    expect(await names({ ...page, university: [99_999_999_999] })).toEqual([]);
    expect(await names({ ...page, university: [99_999_999_999, dubai] })).toHaveLength(3);
    expect(await getProgram(database.db, 99_999_999_999)).toBeUndefined();
  });

  it('combines different filters with AND', async () => {
    expect(
      await names({
        ...page,
        university: [dubai],
        studyField: ['Computer Science & IT'],
        hasScholarship: true,
      }),
    ).toEqual(['BSc Computer Science']);
    expect(await names({ ...page, degree: ['Diploma'], maxTuition: 22_000 })).toEqual([
      '100% Online Marketing Diploma',
    ]);
    expect(
      await names({
        ...page,
        degree: ["Bachelor's Degree"],
        university: [sharjah],
        search: 'computer',
      }),
    ).toEqual([]);
  });

  it('applies the tuition cap and leaves out programs without a fee only when the cap is on', async () => {
    expect(await names({ ...page, maxTuition: 60_000 })).toEqual([
      '100% Online Marketing Diploma',
      'BSc Computer Science',
      'Data_Science Foundations',
    ]);
    expect(await names(page)).toContain('MBA in Finance');
  });

  it('filters scholarships either way', async () => {
    expect(await names({ ...page, hasScholarship: true })).toEqual([
      'BSc Computer Science',
      'Data_Science Foundations',
    ]);
    expect(await names({ ...page, hasScholarship: false })).toHaveLength(4);
  });

  it('searches program name, university name and field, ignoring case', async () => {
    expect(await names({ ...page, search: 'NURSING' })).toEqual(['BSc Nursing']);
    expect(await names({ ...page, search: 'coral college' })).toHaveLength(3);
    expect(await names({ ...page, search: 'medicine & health' })).toEqual(['BSc Nursing']);
    expect(await names({ ...page, search: 'computing' })).toEqual(['BSc Computer Science']);
  });

  it('matches every word of a search somewhere', async () => {
    expect(await names({ ...page, search: 'dune   computer' })).toEqual(['BSc Computer Science']);
    expect(await names({ ...page, search: 'dune nursing' })).toEqual([]);
  });

  it('treats LIKE wildcards and SQL metacharacters as plain text', async () => {
    expect(await names({ ...page, search: '100%' })).toEqual(['100% Online Marketing Diploma']);
    expect(await names({ ...page, search: '%' })).toEqual(['100% Online Marketing Diploma']);
    expect(await names({ ...page, search: 'data_science' })).toEqual(['Data_Science Foundations']);
    expect(await names({ ...page, search: '_' })).toEqual(['Data_Science Foundations']);
    expect(await names({ ...page, search: "'; drop table programs; --" })).toEqual([]);
    expect(await names({ ...page, search: '\\' })).toEqual([]);
    expect(await countPrograms(database.db)).toBe(6);
  });

  it('counts with the same filters as the list', async () => {
    expect(await countPrograms(database.db, { degree: ['Diploma'] })).toBe(2);
    expect(await countPrograms(database.db, { search: 'dune' })).toBe(3);
  });

  it('lists a university’s programs', async () => {
    const result = await listProgramsByUniversity(database.db, sharjah, page);
    expect(result.total).toBe(3);
    expect(result.items.every((program) => program.universityId === sharjah)).toBe(true);
  });

  it('keeps search_text current when a program changes', async () => {
    expect(await updateProgram(database.db, ids.phd!, { name: 'PhD Aerospace Engineering' })).toBe(
      true,
    );
    expect(await names({ ...page, search: 'aerospace' })).toEqual(['PhD Aerospace Engineering']);
    expect(await names({ ...page, search: 'mechanical' })).toEqual([]);
    expect(await updateProgram(database.db, 999_999, { name: 'Nothing' })).toBe(false);
  });

  it('lists universities by name with their visible program counts', async () => {
    const universities = await listUniversities(database.db);
    expect(universities.map((university) => [university.name, university.programCount])).toEqual([
      ['Coral College Sharjah', 3],
      ['Dune University Dubai', 3],
      ['Empty Institute', 0],
    ]);
    expect(await getUniversity(database.db, dubai)).toMatchObject({
      id: dubai,
      name: 'Dune University Dubai',
      emirate: 'Dubai',
      programCount: 3,
    });
    expect(await getUniversity(database.db, 999_999)).toBeUndefined();
    expect(await getUniversity(database.db, 99_999_999_999)).toBeUndefined();
  });
});
