import { zodResolverInPageLanguage } from '@uniguide/client';
import {
  STUDENT_FIELD_NAMES,
  ZUpdateStudentInput,
  type UpdateStudentInput,
} from '@uniguide/domain';
import type { Resolver } from 'react-hook-form';
import type { StudentProfile } from '../shared/types';

/** Every input of the profile form, for putting the server's field messages where they belong. */
export const STUDENT_FORM_FIELDS = STUDENT_FIELD_NAMES;

/** What the inputs hold: plain strings, '' for "not chosen yet" (as on the apply form). */
export type StudentFormValues = { id: number } & Record<
  (typeof STUDENT_FORM_FIELDS)[number],
  string
>;

/** The shared schema (docs/product.md §6 messages) checks the strings the inputs hold. */
export const studentFormResolver = zodResolverInPageLanguage(
  ZUpdateStudentInput,
) as unknown as Resolver<StudentFormValues, unknown, UpdateStudentInput>;

export function studentFormValues(student: StudentProfile): StudentFormValues {
  return {
    id: student.id,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    phone: student.phone,
    // The picker holds the country; a text no one has mapped yet stays as written.
    nationality: student.nationalityCountry ?? student.nationality,
    dateOfBirth: student.dateOfBirth,
    passportNumber: student.passportNumber ?? '',
    gender: student.gender,
    highestQualification: student.highestQualification,
    qualificationName: student.qualificationName,
    institutionName: student.institutionName,
    graduationYear: student.graduationYear,
    cgpa: student.cgpa ?? '',
  };
}
