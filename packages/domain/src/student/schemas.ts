import { z } from 'zod';
import { ZApplicationFields } from '../application/schemas';
import type { ApplicationStatus } from '../application/status';
import type { Gender, Qualification } from '../application/vocabulary';
import { ZId, zId } from '../ids';
import type { DocumentMeta } from '../document/types';
import { ZListWindow, ZPageInput, ZSearchText } from '../pagination';

const fields = ZApplicationFields.shape;

/**
 * A student profile: the apply form's personal and education fields under their own names, with
 * the same validation and docs/product.md §6 messages. An agent's students are identified by e-mail.
 */
const ZStudentFields = z.object({
  firstName: fields.studentFirstName,
  lastName: fields.studentLastName,
  email: fields.studentEmail,
  phone: fields.studentPhone,
  nationality: fields.studentNationality,
  dateOfBirth: fields.studentDateOfBirth,
  passportNumber: fields.studentPassportNumber,
  gender: fields.studentGender,
  highestQualification: fields.highestQualification,
  qualificationName: fields.qualificationName,
  institutionName: fields.institutionName,
  graduationYear: fields.graduationYear,
  cgpa: fields.cgpa,
});
export type StudentFields = z.infer<typeof ZStudentFields>;
/** The names of a student profile's fields, in the form's order. */
export const STUDENT_FIELD_NAMES = ZStudentFields.keyof().options;
export type StudentFieldsInput = z.input<typeof ZStudentFields>;

export const ZCreateStudentInput = ZStudentFields;
export type CreateStudentInput = z.infer<typeof ZCreateStudentInput>;

export const ZUpdateStudentInput = ZStudentFields.partial().extend({ id: ZId });
export type UpdateStudentInput = z.infer<typeof ZUpdateStudentInput>;

export const STUDENT_SORTS = ['recent', 'name'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const ZStudentListInput = ZPageInput.extend({
  search: ZSearchText.optional(),
  sort: z.enum(STUDENT_SORTS).default('recent'),
  /** An owner's filter: only the students of this member of the agency (none for anyone else's). */
  counsellorId: zId({ label: 'Counsellor id' }).optional(),
});
export type StudentListInput = z.infer<typeof ZStudentListInput>;

/** The apps page with page/pageSize; REST sends limit/offset. */
export const ZStudentListRequest = ZStudentListInput.extend({
  limit: ZListWindow.shape.limit,
  offset: ZListWindow.shape.offset,
});
export type StudentListRequest = z.infer<typeof ZStudentListRequest>;

export const STUDENT_EMAIL_TAKEN_MESSAGE = 'You already have a student with this e-mail';

export interface Student {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The nationality as written (a country chosen from the list: its English name). */
  nationality: string;
  /** Its ISO 3166-1 alpha-2 country; null while the text names none (an admin maps it). */
  nationalityCountry: string | null;
  dateOfBirth: string;
  /** Normalised (decision 042); null when the agent has not given it. */
  passportNumber: string | null;
  gender: Gender;
  highestQualification: Qualification;
  qualificationName: string;
  institutionName: string;
  graduationYear: string;
  cgpa: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the students list. */
export interface StudentSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  nationality: string;
  /** The member whose student this is (an owner's list shows the whole agency's). */
  counsellor: { id: number; name: string };
  applicationCount: number;
  latestStatus: ApplicationStatus | null;
  /** Documents that expire within the warning window or are already expired. */
  expiringDocumentCount: number;
  /** Files on the student's file. */
  documentCount: number;
  updatedAt: string;
}

export interface StudentApplicationSummary {
  id: number;
  programId: number;
  programName: string;
  universityName: string;
  intakeDate: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

/** A document on the student's file, with the applications it is attached to. */
export interface StudentDocument extends DocumentMeta {
  applicationIds: number[];
}

/** The student page: profile, the documents on file and every application. */
export interface StudentDetail extends Student {
  /** The member who looks after the student (an owner may reassign them). */
  counsellorId: number;
  documents: StudentDocument[];
  applications: StudentApplicationSummary[];
}

/** The apply form's fields from a student profile ("Existing student" prefill). */
export function studentToApplicationFields(student: Student) {
  return {
    studentFirstName: student.firstName,
    studentLastName: student.lastName,
    studentEmail: student.email,
    studentPhone: student.phone,
    // The picker holds the country; a text no one has mapped yet stays as written.
    studentNationality: student.nationalityCountry ?? student.nationality,
    studentDateOfBirth: student.dateOfBirth,
    studentPassportNumber: student.passportNumber,
    studentGender: student.gender,
    highestQualification: student.highestQualification,
    qualificationName: student.qualificationName,
    institutionName: student.institutionName,
    graduationYear: student.graduationYear,
    cgpa: student.cgpa,
  };
}
