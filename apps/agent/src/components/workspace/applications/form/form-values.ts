import { zodResolverInPageLanguage } from '@uniguide/client';
import {
  APPLICATION_FIELD_NAMES,
  ZApplicationFields,
  ZApplicationStatus,
  type ApplicationFields,
  type ApplicationStatus,
} from '@uniguide/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ApplicationDetail } from '../shared/types';

/**
 * What the inputs hold: plain strings, '' for "not chosen yet", so an unchosen gender fails with the
 * "Student gender is required" (docs/product.md §6) instead of a type error.
 */
export interface ApplicationFormValues {
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  studentPhone: string;
  studentNationality: string;
  studentDateOfBirth: string;
  studentPassportNumber: string;
  studentGender: string;
  highestQualification: string;
  qualificationName: string;
  institutionName: string;
  graduationYear: string;
  cgpa: string;
  intakeDate: string;
  notes: string;
}

/** Every form field, for putting the server's field messages (`issues`) where they belong. */
export const APPLICATION_FORM_FIELDS =
  APPLICATION_FIELD_NAMES satisfies readonly (keyof ApplicationFormValues)[];

/** The shared schema (docs/product.md §6 messages) checks the strings the inputs hold. */
export const applicationFieldsResolver = zodResolverInPageLanguage(
  ZApplicationFields,
) as unknown as Resolver<ApplicationFormValues, unknown, ApplicationFields>;

export function emptyApplicationValues(intakeDate: string): ApplicationFormValues {
  return {
    studentFirstName: '',
    studentLastName: '',
    studentEmail: '',
    studentPhone: '',
    studentNationality: '',
    studentDateOfBirth: '',
    studentPassportNumber: '',
    studentGender: '',
    highestQualification: '',
    qualificationName: '',
    institutionName: '',
    graduationYear: '',
    cgpa: '',
    intakeDate,
    notes: '',
  };
}

export interface EditFormValues extends ApplicationFormValues {
  status: string;
}
/** A locked application's form yields the status alone, hence the partial fields. */
export type EditFormOutput = Partial<ApplicationFields> & { status: ApplicationStatus };

const ZEditFields = ZApplicationFields.extend({ status: ZApplicationStatus });
/** A locked application (docs/product.md §5.2: edit only while draft, submitted or incomplete) checks its status only. */
const ZStatusOnly = z.object({ status: ZApplicationStatus });

export function editResolver(canEdit: boolean): Resolver<EditFormValues, unknown, EditFormOutput> {
  return (canEdit
    ? zodResolverInPageLanguage(ZEditFields)
    : zodResolverInPageLanguage(ZStatusOnly)) as unknown as Resolver<
    EditFormValues,
    unknown,
    EditFormOutput
  >;
}

export function editValuesOf(application: ApplicationDetail): EditFormValues {
  return {
    studentFirstName: application.studentFirstName,
    studentLastName: application.studentLastName,
    studentEmail: application.studentEmail,
    studentPhone: application.studentPhone,
    // The picker holds the country; a text no one has mapped yet stays as written.
    studentNationality: application.studentNationalityCountry ?? application.studentNationality,
    studentDateOfBirth: application.studentDateOfBirth,
    studentPassportNumber: application.studentPassportNumber ?? '',
    studentGender: application.studentGender,
    highestQualification: application.highestQualification,
    qualificationName: application.qualificationName,
    institutionName: application.institutionName,
    graduationYear: application.graduationYear,
    cgpa: application.cgpa ?? '',
    intakeDate: application.intakeDate,
    notes: application.notes ?? '',
    status: application.status,
  };
}
