import { queries, type ApplicationRow, type StudentRow } from '@uniguide/db';
import {
  AppError,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  STUDENT_FIELD_NAMES,
  UNKNOWN_NATIONALITY_MESSAGE,
  countryName,
  storedNationality,
} from '@uniguide/domain';
import type { AuditActor } from '../audit/audit';
import { writeAudit, type Executor } from '../audit/audit';
import type { OwnerScope } from '@uniguide/db';

export const STUDENT_NOT_FOUND = 'Student not found';

/** Another agent's student answers exactly like a missing one. */
export function studentNotFound(): AppError {
  return new AppError('NOT_FOUND', STUDENT_NOT_FOUND);
}

export function studentEmailTaken(): AppError {
  return new AppError('CONFLICT', STUDENT_EMAIL_TAKEN_MESSAGE, [
    { path: 'email', message: STUDENT_EMAIL_TAKEN_MESSAGE },
  ]);
}

export const STUDENT_PROFILE_KEYS = [
  ...STUDENT_FIELD_NAMES,
  'nationalityCountry',
] as const satisfies ReadonlyArray<keyof queries.students.StudentValues>;

type ProfileKey = (typeof STUDENT_PROFILE_KEYS)[number];

/** The application column holding each profile field of its snapshot. */
export const APPLICATION_COLUMN_OF = {
  firstName: 'studentFirstName',
  lastName: 'studentLastName',
  email: 'studentEmail',
  phone: 'studentPhone',
  dateOfBirth: 'studentDateOfBirth',
  passportNumber: 'studentPassportNumber',
  nationality: 'studentNationality',
  nationalityCountry: 'studentNationalityCountry',
  gender: 'studentGender',
  highestQualification: 'highestQualification',
  qualificationName: 'qualificationName',
  institutionName: 'institutionName',
  graduationYear: 'graduationYear',
  cgpa: 'cgpa',
} as const satisfies Record<ProfileKey, keyof ApplicationRow>;

/** The profile an application's student snapshot describes. */
export function profileOfApplication(
  row: Omit<
    Pick<ApplicationRow, (typeof APPLICATION_COLUMN_OF)[ProfileKey]>,
    'studentPassportNumber'
  > & {
    studentPassportNumber?: string | null;
  },
): queries.students.StudentValues {
  const values = Object.fromEntries(
    STUDENT_PROFILE_KEYS.map((key) => [key, row[APPLICATION_COLUMN_OF[key]]]),
  ) as queries.students.StudentValues;
  return {
    ...values,
    email: values.email.trim(),
    cgpa: values.cgpa || null,
    ...(values.passportNumber !== undefined && { passportNumber: values.passportNumber || null }),
  };
}

/**
 * A nationality input as stored (docs/decisions/044-nationality-as-country.md): the text and its
 * country, against the one on record; an unknown country code is a 400 on `path`.
 */
export function nationalityOf(
  input: string,
  path: string,
  current?: { nationality: string; nationalityCountry: string | null },
): { nationality: string; nationalityCountry: string | null } {
  const stored = storedNationality(
    input,
    current && { text: current.nationality, country: current.nationalityCountry },
  );
  if (stored === 'unknown-code') {
    throw new AppError('BAD_REQUEST', UNKNOWN_NATIONALITY_MESSAGE, [
      { path, message: UNKNOWN_NATIONALITY_MESSAGE },
    ]);
  }
  return { nationality: stored.text, nationalityCountry: stored.country };
}

/** The profile fields of `values` that differ from the stored student. */
export function changedProfile(
  student: StudentRow,
  values: Partial<queries.students.StudentValues>,
): Partial<queries.students.StudentValues> {
  const changes: Partial<Record<ProfileKey, string | null>> = {};
  // The country on record picked again from the list keeps the text as written ("Nigerian").
  const sameCountry =
    student.nationalityCountry !== null &&
    values.nationalityCountry === student.nationalityCountry &&
    values.nationality === countryName(student.nationalityCountry);
  for (const key of STUDENT_PROFILE_KEYS) {
    if (sameCountry && key === 'nationality') continue;
    const next = values[key];
    if (next === undefined) continue;
    const stored = key === 'cgpa' || key === 'passportNumber' ? next || null : next;
    if (stored !== student[key]) changes[key] = stored;
  }
  return changes as Partial<queries.students.StudentValues>;
}

export function pickProfile(row: StudentRow, keys: readonly ProfileKey[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

/** The unique index on (user_id, lower(email)) refused a write: the agent has that e-mail already. */
export function isStudentEmailConflict(error: unknown): boolean {
  const details = error as { code?: unknown; constraint?: unknown } | null;
  return (
    details?.code === '23505' &&
    (details.constraint === undefined || details.constraint === 'students_user_email_idx')
  );
}

/** Runs `write`, answering the 409 of STUDENT_EMAIL_TAKEN_MESSAGE when the unique index refuses it. */
export async function guardStudentEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isStudentEmailConflict(error)) throw studentEmailTaken();
    throw error;
  }
}

/** Applies profile changes and audits them; the student unchanged when nothing differs. */
export async function updateProfile(
  tx: Executor,
  actor: AuditActor,
  student: StudentRow,
  values: Partial<queries.students.StudentValues>,
): Promise<StudentRow> {
  const changes = changedProfile(student, values);
  const keys = Object.keys(changes) as ProfileKey[];
  if (keys.length === 0) return student;
  const updated = await queries.students.updateStudentRow(tx, student.id, changes);
  await writeAudit(tx, actor, {
    action: 'student_updated',
    resourceType: 'student',
    resourceId: student.id,
    previousData: pickProfile(student, keys),
    newData: pickProfile(updated, keys),
  });
  return updated;
}

export async function auditStudentCreated(
  tx: Executor,
  actor: AuditActor,
  student: StudentRow,
): Promise<void> {
  await writeAudit(tx, actor, {
    action: 'student_created',
    resourceType: 'student',
    resourceId: student.id,
    newData: pickProfile(student, STUDENT_PROFILE_KEYS),
  });
}

/**
 * The student an application is for (decision 009): with `studentId`, that student of the agent (404
 * otherwise); without, the agent's student with this e-mail (trimmed, case-insensitive), created
 * when there is none. The submitted values refresh the profile. Runs inside the caller's
 * transaction; an e-mail another of the agent's students has fails on the unique index.
 */
export async function resolveApplicationStudent(
  tx: Executor,
  actor: AuditActor,
  input: {
    ownerId: number;
    /** Where a named student may be found (the reader's access scope); the owner's own by default. */
    scope?: OwnerScope;
    studentId?: number;
    values: queries.students.StudentValues;
  },
): Promise<StudentRow> {
  const { ownerId, studentId, values } = input;
  if (studentId !== undefined) {
    const student = await queries.students.findStudentRow(tx, studentId, {
      owner: input.scope ?? { userId: ownerId },
      forUpdate: true,
    });
    if (!student) throw studentNotFound();
    return updateProfile(tx, actor, student, values);
  }
  const existing = await queries.students.findStudentByEmail(tx, ownerId, values.email, {
    forUpdate: true,
  });
  if (existing) return updateProfile(tx, actor, existing, values);
  const created = await queries.students.insertStudentIfNew(tx, ownerId, values);
  if (created) {
    await auditStudentCreated(tx, actor, created);
    return created;
  }
  // A concurrent request created the same student between the read and the insert.
  const raced = await queries.students.findStudentByEmail(tx, ownerId, values.email, {
    forUpdate: true,
  });
  if (!raced) throw new AppError('CONFLICT', 'The student changed meanwhile. Please try again.');
  return updateProfile(tx, actor, raced, values);
}
