import { describe, expect, it } from 'vitest';
import { type Program, ZProgram, ZProgramFilters, hasActiveFilters } from './schemas';

const messagesOf = (input: unknown) =>
  ZProgramFilters.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]) ?? [];

describe('ZProgramFilters', () => {
  it('defaults to no filter at all', () => {
    expect(ZProgramFilters.parse({})).toEqual({
      degree: [],
      studyField: [],
      duration: [],
      university: [],
    });
  });

  it('turns a single query value into a one-item array', () => {
    expect(
      ZProgramFilters.parse({
        degree: 'PhD',
        studyField: 'Engineering',
        duration: '4+ years',
        university: '3',
      }),
    ).toEqual({
      degree: ['PhD'],
      studyField: ['Engineering'],
      duration: ['4+ years'],
      university: [3],
    });
  });

  it('keeps repeated query values as arrays, coercing university ids', () => {
    const parsed = ZProgramFilters.parse({
      degree: ["Bachelor's Degree", "Master's Degree"],
      university: ['3', '12'],
    });
    expect(parsed.degree).toEqual(["Bachelor's Degree", "Master's Degree"]);
    expect(parsed.university).toEqual([3, 12]);
  });

  it('treats an empty or null value as no filter', () => {
    expect(ZProgramFilters.parse({ degree: '', university: null })).toMatchObject({
      degree: [],
      university: [],
    });
  });

  it('rejects an unknown degree, field, duration or university with a message', () => {
    expect(messagesOf({ degree: 'Undergraduate' })).toEqual([['degree.0', 'Unknown degree level']]);
    expect(messagesOf({ studyField: 'Law' })).toEqual([['studyField.0', 'Unknown field of study']]);
    expect(messagesOf({ duration: '5 years' })).toEqual([['duration.0', 'Unknown duration']]);
    expect(messagesOf({ university: 'abc' })).toEqual([
      ['university.0', 'University must be an id'],
    ]);
    expect(messagesOf({ university: '-2' })[0]?.[0]).toBe('university.0');
  });

  it('rejects more than 50 values of one filter', () => {
    expect(
      messagesOf({ university: Array.from({ length: 51 }, (_, i) => String(i + 1)) })[0]?.[0],
    ).toBe('university');
  });

  it('coerces maxTuition and bounds it to 0..200000', () => {
    expect(ZProgramFilters.parse({ maxTuition: '150000' }).maxTuition).toBe(150000);
    expect(ZProgramFilters.parse({ maxTuition: 0 }).maxTuition).toBe(0);
    expect(messagesOf({ maxTuition: 'cheap' })).toEqual([
      ['maxTuition', 'maxTuition must be a number'],
    ]);
    expect(messagesOf({ maxTuition: '1500.5' })).toEqual([
      ['maxTuition', 'maxTuition must be a whole number'],
    ]);
    expect(messagesOf({ maxTuition: '200001' })[0]?.[0]).toBe('maxTuition');
    expect(messagesOf({ maxTuition: '-1' })[0]?.[0]).toBe('maxTuition');
  });

  it('treats an empty or null maxTuition as absent rather than as 0', () => {
    expect(ZProgramFilters.parse({ maxTuition: '' }).maxTuition).toBeUndefined();
    expect(ZProgramFilters.parse({ maxTuition: null }).maxTuition).toBeUndefined();
  });

  it("reads hasScholarship from 'true'/'false' or a boolean and rejects anything else", () => {
    expect(ZProgramFilters.parse({ hasScholarship: 'true' }).hasScholarship).toBe(true);
    expect(ZProgramFilters.parse({ hasScholarship: 'false' }).hasScholarship).toBe(false);
    expect(ZProgramFilters.parse({ hasScholarship: true }).hasScholarship).toBe(true);
    expect(messagesOf({ hasScholarship: 'yes' })[0]?.[0]).toBe('hasScholarship');
  });

  it('trims the search text and rejects 10 KB of it', () => {
    expect(ZProgramFilters.parse({ search: '  computer  ' }).search).toBe('computer');
    expect(messagesOf({ search: 'x'.repeat(10_240) })).toEqual([
      ['search', 'Search text must be at most 200 characters'],
    ]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for no filters and for the maximum tuition', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters(ZProgramFilters.parse({}))).toBe(false);
    expect(hasActiveFilters({ maxTuition: 200000 })).toBe(false);
    expect(hasActiveFilters({ search: '   ', hasScholarship: false, degree: [] })).toBe(false);
  });

  it('is true when any filter narrows the catalogue', () => {
    expect(hasActiveFilters({ maxTuition: 199000 })).toBe(true);
    expect(hasActiveFilters({ maxTuition: 0 })).toBe(true);
    expect(hasActiveFilters({ degree: ['PhD'] })).toBe(true);
    expect(hasActiveFilters({ studyField: ['Engineering'] })).toBe(true);
    expect(hasActiveFilters({ duration: ['1 year'] })).toBe(true);
    expect(hasActiveFilters({ university: [4] })).toBe(true);
    expect(hasActiveFilters({ hasScholarship: true })).toBe(true);
    expect(hasActiveFilters({ search: 'nursing' })).toBe(true);
  });
});

describe('ZProgram', () => {
  const program: Program = {
    id: 1,
    name: 'BSc Computer Science',
    universityId: 2,
    degree: "Bachelor's Degree",
    studyField: 'Computer Science & IT',
    duration: '4 years',
    tuition: 'AED 38,000 and upwards',
    tuitionAed: 38000,
    intake: ['September'],
    requirements: ['High school certificate'],
    description: null,
    language: 'English',
    hasScholarship: false,
    scholarshipDetails: null,
    imageUrl: null,
    university: { name: 'Example University', location: 'Dubai', imageUrl: null },
  };

  it('accepts a program with its embedded university', () => {
    expect(ZProgram.parse(program)).toEqual(program);
  });

  it('refuses a fractional AED amount or an intake given as a single string', () => {
    expect(ZProgram.safeParse({ ...program, tuitionAed: 38000.5 }).success).toBe(false);
    expect(ZProgram.safeParse({ ...program, intake: 'September' }).success).toBe(false);
  });
});
