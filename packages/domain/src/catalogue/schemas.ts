import { z } from 'zod';
import { zId } from '../ids';
import { ZSearchText } from '../pagination';
import { DEGREE_LEVELS, DURATIONS, STUDY_FIELDS, TUITION_MAX, TUITION_MIN } from './vocabulary';

export const ZUniversity = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  emirate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type University = z.infer<typeof ZUniversity>;

export const ZUniversitySummary = ZUniversity.pick({ id: true, name: true });
export type UniversitySummary = z.infer<typeof ZUniversitySummary>;

export const ZProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  universityId: z.number().int(),
  degree: z.string().nullable(),
  studyField: z.string().nullable(),
  duration: z.string().nullable(),
  /** Display text of the fee as the catalogue gave it. */
  tuition: z.string().nullable(),
  /** Annual fee in AED parsed from the catalogue text; what filters and cards use. */
  tuitionAed: z.number().int().nullable(),
  intake: z.array(z.string()),
  requirements: z.array(z.string()),
  description: z.string().nullable(),
  language: z.string().nullable(),
  hasScholarship: z.boolean(),
  scholarshipDetails: z.string().nullable(),
  imageUrl: z.string().nullable(),
  university: z.object({
    name: z.string(),
    location: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
});
export type Program = z.infer<typeof ZProgram>;

const asArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? []
        : Array.isArray(value)
          ? value
          : [value],
    z.array(item).max(50),
  );

/** Catalogue filters: the REST query parameters of docs/product.md §8 and the tRPC input alike. */
export const ZProgramFilters = z.object({
  degree: asArray(z.enum(DEGREE_LEVELS, { message: 'Unknown degree level' })).default([]),
  studyField: asArray(z.enum(STUDY_FIELDS, { message: 'Unknown field of study' })).default([]),
  duration: asArray(z.enum(DURATIONS, { message: 'Unknown duration' })).default([]),
  university: asArray(
    zId({ message: 'University must be an id' }, { beyondRange: 'matches-nothing' }),
  ).default([]),
  // A blank query value ("?maxTuition=") or null means no limit; coercing it would silently mean 0 AED.
  maxTuition: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ message: 'maxTuition must be a number' })
        .int('maxTuition must be a whole number')
        .min(TUITION_MIN)
        .max(TUITION_MAX)
        .optional(),
    )
    .optional(),
  hasScholarship: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean(),
    )
    .optional(),
  search: ZSearchText.optional(),
});
export type ProgramFilters = z.infer<typeof ZProgramFilters>;

/** True when any filter narrows the catalogue (the tuition filter counts only below the maximum). */
export function hasActiveFilters(filters: Partial<ProgramFilters>): boolean {
  return Boolean(
    filters.degree?.length ||
    filters.studyField?.length ||
    filters.duration?.length ||
    filters.university?.length ||
    (filters.maxTuition !== undefined && filters.maxTuition < TUITION_MAX) ||
    filters.hasScholarship ||
    filters.search?.trim(),
  );
}
