import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCaller, expectError } from '../../testing';

describe.each(testDrivers())('program and university routers on %s', (driver) => {
  let database: TestDatabase;
  let gulf: number;
  let oasis: number;
  let hiddenId: number;
  let firstId: number;
  const caller = async () => (await testCaller(database.db)).caller;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [a, b] = await queries.catalogue.insertUniversities(database.db, [
      { name: 'Gulf Tech Institute', location: 'Dubai, Dubai', emirate: 'Dubai' },
      { name: 'Oasis University', location: 'Al Ain, Abu Dhabi', emirate: 'Abu Dhabi' },
    ]);
    gulf = a!.id;
    oasis = b!.id;
    const program = (
      name: string,
      values: Partial<queries.catalogue.ProgramValues>,
    ): queries.catalogue.ProgramValues => ({
      universityId: gulf,
      name,
      degree: "Bachelor's Degree",
      studyField: 'Engineering',
      duration: '4 years',
      tuitionText: 'AED 50,000',
      tuitionAed: 50_000,
      intakes: ['September'],
      hasScholarship: false,
      ...values,
    });
    const ids = await queries.catalogue.insertPrograms(database.db, [
      program('BSc Civil Engineering', {}),
      program('BSc Computer Science', {
        studyField: 'Computer Science & IT',
        hasScholarship: true,
        tuitionAed: 65_000,
      }),
      program('MBA in Strategy', {
        universityId: oasis,
        degree: "Master's Degree",
        studyField: 'Business & Management',
        duration: '2 years',
        tuitionText: null,
        tuitionAed: null,
      }),
      program('Diploma in Nursing', {
        universityId: oasis,
        degree: 'Diploma',
        studyField: 'Medicine & Health',
        duration: '1 year',
        tuitionAed: 30_000,
      }),
      program('PhD Robotics', { degree: 'PhD', duration: '4+ years', tuitionAed: 190_000 }),
      program('Hidden Program', { hidden: true }),
    ]);
    firstId = ids[0]!;
    hiddenId = ids[5]!;
  });
  afterAll(() => database.dispose());

  const names = (page: { items: Array<{ name: string }> }) => page.items.map((item) => item.name);

  it('pages the visible catalogue with page and pageSize', async () => {
    const api = await caller();
    const first = await api.program.list({ pageSize: 2 });
    expect(first).toMatchObject({ total: 5, totalIsEstimate: false, page: 1, pageSize: 2 });
    expect(names(first)).toEqual(['BSc Civil Engineering', 'BSc Computer Science']);
    const third = await api.program.list({ page: 3, pageSize: 2 });
    expect(names(third)).toEqual(['PhD Robotics']);
  });

  it('accepts REST limit/offset and answers the page they fall in', async () => {
    const result = await (await caller()).program.list({ limit: 2, offset: 2 });
    expect(result).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(names(result)).toEqual(['Diploma in Nursing', 'MBA in Strategy']);
  });

  it('reads filters the way REST query strings carry them', async () => {
    const api = await caller();
    const rest = (query: Record<string, unknown>) => api.program.list(query as never);
    expect(names(await rest({ degree: "Master's Degree" }))).toEqual(['MBA in Strategy']);
    expect(names(await rest({ degree: ['Diploma', 'PhD'] }))).toEqual([
      'Diploma in Nursing',
      'PhD Robotics',
    ]);
    expect(
      names(await rest({ university: String(oasis), studyField: 'Medicine & Health' })),
    ).toEqual(['Diploma in Nursing']);
    expect(names(await rest({ hasScholarship: 'true' }))).toEqual(['BSc Computer Science']);
    expect(names(await rest({ maxTuition: '50000' }))).toEqual([
      'BSc Civil Engineering',
      'Diploma in Nursing',
    ]);
    expect(names(await rest({ duration: ['4+ years'], search: 'ROBOT' }))).toEqual([
      'PhD Robotics',
    ]);
    expect(names(await rest({ search: 'oasis' }))).toEqual([
      'Diploma in Nursing',
      'MBA in Strategy',
    ]);
  });

  it('treats the slider maximum, "All options" and blank search as no filter', async () => {
    const api = await caller();
    expect((await api.program.list({ maxTuition: 200_000 })).total).toBe(5);
    expect((await api.program.list({ hasScholarship: false })).total).toBe(5);
    expect((await api.program.list({ search: '   ' })).total).toBe(5);
    expect((await api.program.list({ maxTuition: 199_999 })).total).toBe(4);
  });

  it('answers an empty list for SQL metacharacters and wildcards in the search', async () => {
    const api = await caller();
    for (const search of ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE programs;']) {
      expect(await api.program.list({ search })).toMatchObject({ items: [], total: 0 });
    }
  });

  it('rejects bad parameters with 400 and the reason', async () => {
    const api = await caller();
    const rest = (query: Record<string, unknown>) => api.program.list(query as never);
    await expectError(rest({ degree: 'Astrology' }), 'BAD_REQUEST', 'Unknown degree level');
    await expectError(rest({ studyField: 'Magic' }), 'BAD_REQUEST', 'Unknown field of study');
    await expectError(rest({ duration: '9 years' }), 'BAD_REQUEST', 'Unknown duration');
    await expectError(rest({ maxTuition: 'cheap' }), 'BAD_REQUEST', 'maxTuition must be a number');
    await expectError(rest({ university: 'abc' }), 'BAD_REQUEST', 'University must be an id');
    await expectError(
      rest({ search: 'x'.repeat(10_240) }),
      'BAD_REQUEST',
      'Search text must be at most 200 characters',
    );
    await expectError(rest({ pageSize: 101 }), 'BAD_REQUEST');
    await expectError(rest({ limit: 501 }), 'BAD_REQUEST');
    await expectError(rest({ hasScholarship: 'maybe' }), 'BAD_REQUEST');
  });

  it('answers an empty list for a university id beyond the integer range', async () => {
    expect(await (await caller()).program.list({ university: [99_999_999_999] })).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('reads one program with its university', async () => {
    const program = await (await caller()).program.byId({ id: firstId });
    expect(program).toMatchObject({
      id: firstId,
      name: 'BSc Civil Engineering',
      tuition: 'AED 50,000',
      tuitionAed: 50_000,
      intake: ['September'],
      university: { name: 'Gulf Tech Institute', location: 'Dubai, Dubai', imageUrl: null },
    });
  });

  it('answers 404 for hidden and unknown programs, 400 for ids that are not ids', async () => {
    const api = await caller();
    await expectError(api.program.byId({ id: hiddenId }), 'NOT_FOUND', 'Program not found');
    await expectError(api.program.byId({ id: 987_654 }), 'NOT_FOUND', 'Program not found');
    await expectError(
      api.program.byId({ id: 'abc' as never }),
      'BAD_REQUEST',
      'Program id must be a number',
    );
    await expectError(
      api.program.byId({ id: 99_999_999_999 }),
      'BAD_REQUEST',
      'Program id is out of range',
    );
  });

  it('lists universities by name with their visible program counts', async () => {
    const universities = await (await caller()).university.list();
    expect(universities.map((university) => [university.name, university.programCount])).toEqual([
      ['Gulf Tech Institute', 3],
      ['Oasis University', 2],
    ]);
  });

  it('reads one university with its program count, or 404', async () => {
    const api = await caller();
    expect(await api.university.byId({ id: oasis })).toMatchObject({
      id: oasis,
      name: 'Oasis University',
      location: 'Al Ain, Abu Dhabi',
      emirate: 'Abu Dhabi',
      programCount: 2,
    });
    await expectError(api.university.byId({ id: 987_654 }), 'NOT_FOUND', 'University not found');
  });
});
