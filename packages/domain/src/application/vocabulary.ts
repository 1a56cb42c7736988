/** Highest qualification: one list for both screens (docs/product.md §5.3); "Doctorate" maps to PhD. */
export const QUALIFICATIONS = [
  'High School',
  'Diploma',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Other',
] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];
export const QUALIFICATION_ALIASES: Record<string, Qualification> = { Doctorate: 'PhD' };

export function normaliseQualification(value: string): Qualification | null {
  const trimmed = value.trim();
  if ((QUALIFICATIONS as readonly string[]).includes(trimmed)) return trimmed as Qualification;
  // Own keys only: a bare lookup would turn "toString" into a function.
  return Object.hasOwn(QUALIFICATION_ALIASES, trimmed)
    ? (QUALIFICATION_ALIASES[trimmed] ?? null)
    : null;
}

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const REQUIRED_DOCUMENTS_CHECKLIST = [
  'Passport Copy',
  'Academic Transcripts',
  'English Proficiency Certificate',
  'Statement of Purpose',
  'Recommendation Letters (if available)',
] as const;
