import { z } from 'zod';
import { ZId, zId } from '../ids';
import type { ApplicationStatus } from './status';
import { ZApplicationStatus } from './status-schemas';
import { GENDERS, QUALIFICATIONS, normaliseQualification } from './vocabulary';

const required = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, message).max(max);

/** A calendar date, optionally followed by an ISO time and offset; anything else after the date is refused. */
const DATE_OF_BIRTH_PATTERN =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Accepts "YYYY-MM-DD" or a full ISO timestamp; keeps the calendar date. */
const ZDateOfBirth = z
  .string({ message: 'Student date of birth is required' })
  .trim()
  .min(1, 'Student date of birth is required')
  .transform((value, ctx) => {
    const day = DATE_OF_BIRTH_PATTERN.exec(value)?.[1];
    const parsed = day ? new Date(`${day}T00:00:00Z`) : null;
    if (
      !day ||
      !parsed ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== day
    ) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date of birth' });
      return z.NEVER;
    }
    if (parsed.getTime() > Date.now() || parsed.getUTCFullYear() < 1900) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date of birth' });
      return z.NEVER;
    }
    return day;
  });

export const PASSPORT_NUMBER_MESSAGE = 'Passport number must be 5 to 20 letters and digits';

/**
 * A passport number as the records compare it: upper-case, without spaces or dashes (decision 042),
 * so "ab 123-4567" and "AB1234567" are the same passport.
 */
function normalisePassportNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Optional; empty means "not given" (null). Stored normalised, checked as 5 to 20 letters and digits. */
const ZPassportNumber = z
  .string({ message: PASSPORT_NUMBER_MESSAGE })
  .max(60, PASSPORT_NUMBER_MESSAGE)
  .transform((value, ctx) => {
    const passport = normalisePassportNumber(value);
    if (passport === '') return null;
    if (!/^[A-Z0-9]{5,20}$/.test(passport)) {
      ctx.addIssue({ code: 'custom', message: PASSPORT_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return passport;
  })
  .nullable()
  .optional()
  .describe(
    'Optional. 5 to 20 letters and digits; spaces and dashes are dropped and letters upper-cased. Empty or null: not given',
  );

const ZQualification = z
  .string({ message: 'Highest qualification is required' })
  .transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Highest qualification is required' });
      return z.NEVER;
    }
    const qualification = normaliseQualification(value);
    if (!qualification) {
      ctx.addIssue({
        code: 'custom',
        message: `Highest qualification must be one of: ${QUALIFICATIONS.join(', ')}`,
      });
      return z.NEVER;
    }
    return qualification;
  });

/** The student and education fields of the apply and edit forms, with docs/product.md §6 exact messages. */
export const ZApplicationFields = z.object({
  studentFirstName: required('Student first name is required', 100),
  studentLastName: required('Student last name is required', 100),
  studentEmail: z
    .string({ message: 'Please enter a valid email for the student' })
    .trim()
    .max(254, 'Please enter a valid email for the student')
    .pipe(z.email('Please enter a valid email for the student')),
  studentPhone: required('Student phone number is required', 40),
  studentNationality: required('Student nationality is required', 100),
  studentDateOfBirth: ZDateOfBirth,
  studentPassportNumber: ZPassportNumber,
  studentGender: z.enum(GENDERS, { message: 'Student gender is required' }),
  highestQualification: ZQualification,
  qualificationName: required('Name of degree/qualification is required'),
  institutionName: required('Institution name is required'),
  graduationYear: required('Graduation year is required', 10),
  cgpa: z.string().trim().max(20).optional().nullable(),
  intakeDate: required('Intake date is required', 60),
  notes: z.string().trim().max(5000).optional().nullable(),
});
export type ApplicationFields = z.infer<typeof ZApplicationFields>;
/** The names of the fields an agent fills in, in the form's order. */
export const APPLICATION_FIELD_NAMES = ZApplicationFields.keyof().options;
export type ApplicationFieldsInput = z.input<typeof ZApplicationFields>;

export const ZCreateApplicationInput = ZApplicationFields.extend({
  programId: zId({ message: 'Program is required' }),
  /** An existing student of the agent; without it the student is found by e-mail or created. */
  studentId: ZId.optional(),
});
export type CreateApplicationInput = z.infer<typeof ZCreateApplicationInput>;

/** Update: any subset of the fields, plus an optional status move (checked against the agent rules). */
export const ZUpdateApplicationInput = ZApplicationFields.partial().extend({
  id: ZId,
  status: ZApplicationStatus.optional(),
});
export type UpdateApplicationInput = z.infer<typeof ZUpdateApplicationInput>;

export interface StatusHistoryEntry {
  id: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  notes: string | null;
  timestamp: string;
  changedBy: number | null;
}
