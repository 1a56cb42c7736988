import type { ApplicationRow } from '@uniguide/db';
import type { ApplicationFields } from '@uniguide/domain';

/** The student and education fields an agent fills in (everything of ZApplicationFields). */
export const APPLICATION_FIELD_KEYS = [
  'studentFirstName',
  'studentLastName',
  'studentEmail',
  'studentPhone',
  'studentDateOfBirth',
  'studentPassportNumber',
  'studentNationality',
  'studentGender',
  'highestQualification',
  'qualificationName',
  'institutionName',
  'graduationYear',
  'cgpa',
  'intakeDate',
  'notes',
] as const satisfies ReadonlyArray<keyof ApplicationFields & keyof ApplicationRow>;

export type ApplicationFieldKey = (typeof APPLICATION_FIELD_KEYS)[number];
export type ApplicationFieldValues = Pick<ApplicationRow, ApplicationFieldKey>;

/** Optional texts are stored as null when empty, so "" and null never count as a change. */
function stored(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** The fields of `input` whose value differs from the row's. */
export function changedFields(
  row: ApplicationRow,
  input: Partial<ApplicationFields>,
): Partial<ApplicationFieldValues> {
  const changes: Partial<Record<ApplicationFieldKey, string | null>> = {};
  for (const key of APPLICATION_FIELD_KEYS) {
    if (input[key] === undefined) continue;
    const next = stored(input[key]);
    if (next !== stored(row[key])) changes[key] = next;
  }
  return changes as Partial<ApplicationFieldValues>;
}

/** The row's values of `keys`, for the audit trail's previous/new data. */
export function pickValues(
  row: ApplicationRow,
  keys: readonly (keyof ApplicationRow)[],
): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}
