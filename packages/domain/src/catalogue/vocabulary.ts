/** Catalogue vocabularies of docs/product.md §5.3: the canonical values filters and cards use. */
export const DEGREE_LEVELS = ["Bachelor's Degree", "Master's Degree", 'PhD', 'Diploma'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const STUDY_FIELDS = [
  'Business & Management',
  'Engineering',
  'Computer Science & IT',
  'Medicine & Health',
  'Arts & Humanities',
] as const;
export type StudyField = (typeof STUDY_FIELDS)[number];

export const DURATIONS = ['1 year', '2 years', '3 years', '4 years', '4+ years'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Tuition slider bounds (AED); the filter is active only below the maximum. */
export const TUITION_MIN = 0;
export const TUITION_MAX = 200_000;
export const TUITION_STEP = 1_000;

export const SCHOLARSHIP_OPTIONS = [
  { value: 'all', label: 'All options' },
  { value: 'available', label: 'Available' },
] as const;

export const DEFAULT_UNIVERSITY_NAME = 'University';

/** A university's name as the pages show it: the catalogue's, or DEFAULT_UNIVERSITY_NAME when blank. */
export function universityNameOf(university: { name: string }): string {
  return university.name.trim() || DEFAULT_UNIVERSITY_NAME;
}
export const DEFAULT_INTAKE = 'September';

export const PROGRAM_DESCRIPTION_FALLBACK =
  'No description available for this program. Please contact the university directly for more information.';
export const REQUIREMENTS_FALLBACK = 'Information not available.';
