import { describe, expect, it } from 'vitest';
import {
  type ApplicationFieldsInput,
  ZApplicationFields,
  ZCreateApplicationInput,
  ZUpdateApplicationInput,
} from './schemas';

const valid: ApplicationFieldsInput = {
  studentFirstName: 'Amina',
  studentLastName: 'Yusuf',
  studentEmail: 'amina.yusuf@example.com',
  studentPhone: '+971 50 123 4567',
  studentNationality: 'Nigerian',
  studentDateOfBirth: '2004-03-15',
  studentGender: 'female',
  highestQualification: 'High School',
  qualificationName: 'WAEC Senior Secondary Certificate',
  institutionName: 'Lagos Model College',
  graduationYear: '2022',
  intakeDate: 'September 2025',
};

/** Field path → messages, so a test can name exactly which field failed and why. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = ZApplicationFields.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('ZApplicationFields', () => {
  it('accepts a complete form and trims its texts', () => {
    const parsed = ZApplicationFields.parse({
      ...valid,
      studentFirstName: '  Amina ',
      studentEmail: ' a@b.co ',
    });
    expect(parsed.studentFirstName).toBe('Amina');
    expect(parsed.studentEmail).toBe('a@b.co');
    expect(parsed.studentDateOfBirth).toBe('2004-03-15');
    expect(parsed.highestQualification).toBe('High School');
  });

  const requiredMessages: Array<[keyof ApplicationFieldsInput, string]> = [
    ['studentFirstName', 'Student first name is required'],
    ['studentLastName', 'Student last name is required'],
    ['studentEmail', 'Please enter a valid email for the student'],
    ['studentPhone', 'Student phone number is required'],
    ['studentNationality', 'Student nationality is required'],
    ['studentDateOfBirth', 'Student date of birth is required'],
    ['studentGender', 'Student gender is required'],
    ['highestQualification', 'Highest qualification is required'],
    ['qualificationName', 'Name of degree/qualification is required'],
    ['institutionName', 'Institution name is required'],
    ['graduationYear', 'Graduation year is required'],
    ['intakeDate', 'Intake date is required'],
  ];

  it.each(requiredMessages)('%s empty → "%s" (docs/product.md §6, verbatim)', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: [message] });
  });

  it.each(requiredMessages)('%s blank (spaces only) → "%s"', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '   ' })).toEqual({ [field]: [message] });
  });

  it.each(requiredMessages)('%s missing → "%s"', (field, message) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ [field]: [message] });
  });

  it('reports every missing required field at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      requiredMessages.map(([field]) => field).sort(),
    );
  });

  it('rejects a malformed student email with the message of docs/product.md §6', () => {
    for (const email of ['amina', 'amina@', '@example.com', 'a b@example.com']) {
      expect(errorsOf({ ...valid, studentEmail: email }), email).toEqual({
        studentEmail: ['Please enter a valid email for the student'],
      });
    }
  });

  it('leaves cgpa and notes optional (absent, null or given)', () => {
    expect(ZApplicationFields.safeParse(valid).success).toBe(true);
    const withNull = ZApplicationFields.parse({ ...valid, cgpa: null, notes: null });
    expect(withNull.cgpa).toBeNull();
    expect(withNull.notes).toBeNull();
    const given = ZApplicationFields.parse({ ...valid, cgpa: ' 3.7/4 ', notes: ' Needs housing ' });
    expect(given.cgpa).toBe('3.7/4');
    expect(given.notes).toBe('Needs housing');
  });

  it('bounds cgpa and notes', () => {
    expect(
      Object.keys(errorsOf({ ...valid, cgpa: '1'.repeat(21), notes: 'n'.repeat(5001) })).sort(),
    ).toEqual(['cgpa', 'notes']);
  });

  it('accepts each gender value and rejects others', () => {
    for (const gender of ['male', 'female', 'other', 'prefer-not-to-say']) {
      expect(ZApplicationFields.parse({ ...valid, studentGender: gender }).studentGender).toBe(
        gender,
      );
    }
    expect(errorsOf({ ...valid, studentGender: 'Female' })).toEqual({
      studentGender: ['Student gender is required'],
    });
  });

  it('maps the qualification alias Doctorate to PhD', () => {
    expect(
      ZApplicationFields.parse({ ...valid, highestQualification: 'Doctorate' })
        .highestQualification,
    ).toBe('PhD');
    expect(
      ZApplicationFields.parse({ ...valid, highestQualification: " Master's Degree " })
        .highestQualification,
    ).toBe("Master's Degree");
  });

  it('rejects an unknown qualification listing the allowed ones', () => {
    expect(errorsOf({ ...valid, highestQualification: 'Associate' })).toEqual({
      highestQualification: [
        "Highest qualification must be one of: High School, Diploma, Bachelor's Degree, Master's Degree, PhD, Other",
      ],
    });
  });

  describe('studentDateOfBirth', () => {
    it('reduces an ISO datetime to its calendar date', () => {
      expect(
        ZApplicationFields.parse({ ...valid, studentDateOfBirth: '2004-03-15T00:00:00.000Z' })
          .studentDateOfBirth,
      ).toBe('2004-03-15');
      expect(
        ZApplicationFields.parse({ ...valid, studentDateOfBirth: '2004-03-15T10:20:30+04:00' })
          .studentDateOfBirth,
      ).toBe('2004-03-15');
    });

    it.each([
      '2004-02-30',
      '2003-02-29',
      '2004-13-01',
      '15/03/2004',
      'March 15, 2004',
      'yesterday',
      '2004-3-15',
    ])('rejects the invalid date %s', (value) => {
      expect(errorsOf({ ...valid, studentDateOfBirth: value })).toEqual({
        studentDateOfBirth: ['Please enter a valid date of birth'],
      });
    });

    it.each(['2004-03-15junk', '2004-03-15T99:99', '2004-03-15 drop table'])(
      'rejects a date followed by something that is not a time: %s',
      (value) => {
        expect(errorsOf({ ...valid, studentDateOfBirth: value })).toEqual({
          studentDateOfBirth: ['Please enter a valid date of birth'],
        });
      },
    );

    it('accepts 29 February in a leap year', () => {
      expect(
        ZApplicationFields.parse({ ...valid, studentDateOfBirth: '2004-02-29' }).studentDateOfBirth,
      ).toBe('2004-02-29');
    });

    it('rejects a date of birth in the future or before 1900', () => {
      const tomorrow = isoDay(new Date(Date.now() + 36 * 60 * 60 * 1000));
      for (const value of [tomorrow, '2999-01-01', '1899-12-31']) {
        expect(errorsOf({ ...valid, studentDateOfBirth: value }), value).toEqual({
          studentDateOfBirth: ['Please enter a valid date of birth'],
        });
      }
    });
  });
});

describe('ZCreateApplicationInput', () => {
  it('adds a numeric programId, coercing a numeric string', () => {
    expect(ZCreateApplicationInput.parse({ ...valid, programId: '17' }).programId).toBe(17);
  });

  it('rejects a missing or invalid programId with "Program is required"', () => {
    for (const programId of [undefined, 0, -1, 'abc']) {
      const result = ZCreateApplicationInput.safeParse({ ...valid, programId });
      expect(result.success, String(programId)).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['programId', 'Program is required'],
      ]);
    }
  });
});

describe('ZUpdateApplicationInput', () => {
  it('accepts a partial update with a canonicalised status', () => {
    expect(
      ZUpdateApplicationInput.parse({ id: '5', notes: 'Updated', status: 'action-required' }),
    ).toEqual({
      id: 5,
      notes: 'Updated',
      status: 'incomplete',
    });
  });

  it('still validates the fields it is given', () => {
    const result = ZUpdateApplicationInput.safeParse({
      id: 5,
      studentFirstName: ' ',
      studentEmail: 'nope',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['studentFirstName', 'Student first name is required'],
      ['studentEmail', 'Please enter a valid email for the student'],
    ]);
  });

  it('requires the id', () => {
    expect(ZUpdateApplicationInput.safeParse({ notes: 'x' }).error?.issues[0]?.path).toEqual([
      'id',
    ]);
  });
});
