import type { ApplicationRow } from '@uniguide/db';
import { APPLICATION_FIELD_NAMES, type ApplicationFields } from '@uniguide/domain';
import { nationalityOf } from '../students/profile';

/** The student and education fields an agent fills in (everything of ZApplicationFields). */
export const APPLICATION_FIELD_KEYS = [
  ...APPLICATION_FIELD_NAMES,
  'studentNationalityCountry',
] as const satisfies ReadonlyArray<keyof StoredApplicationFields & keyof ApplicationRow>;

/** The form's fields with the nationality as stored: its text and its country. */
export type StoredApplicationFields = ApplicationFields & {
  studentNationalityCountry: string | null;
};

/**
 * The input with its nationality as stored (nationalityOf), against the row's when editing: a
 * country code becomes the country's name and code, other text keeps the country it names.
 */
export function withStoredNationality<T extends Partial<ApplicationFields>>(
  input: T,
  row?: ApplicationRow,
): T & Partial<Pick<StoredApplicationFields, 'studentNationalityCountry'>> {
  if (input.studentNationality === undefined) return input;
  const stored = nationalityOf(
    input.studentNationality,
    'studentNationality',
    row && {
      nationality: row.studentNationality,
      nationalityCountry: row.studentNationalityCountry,
    },
  );
  return {
    ...input,
    studentNationality: stored.nationality,
    studentNationalityCountry: stored.nationalityCountry,
  };
}

export type ApplicationFieldKey = (typeof APPLICATION_FIELD_KEYS)[number];
export type ApplicationFieldValues = Pick<ApplicationRow, ApplicationFieldKey>;

/** Optional texts are stored as null when empty, so "" and null never count as a change. */
function stored(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** The fields of `input` whose value differs from the row's. */
export function changedFields(
  row: ApplicationRow,
  input: Partial<StoredApplicationFields>,
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
