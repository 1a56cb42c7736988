import { TUITION_MAX, type ProgramFilters, type ProgramListInput } from '@uniguide/domain';

/**
 * The filters as the catalogue means them: the tuition cap counts only below the slider's maximum
 * (docs/product.md §8), "Scholarships: All options" sends nothing or false, and blank search text is no search.
 */
export function activeFilters(input: ProgramListInput): Partial<ProgramFilters> {
  return {
    degree: input.degree,
    studyField: input.studyField,
    duration: input.duration,
    university: input.university,
    maxTuition:
      input.maxTuition !== undefined && input.maxTuition < TUITION_MAX
        ? input.maxTuition
        : undefined,
    hasScholarship: input.hasScholarship === true ? true : undefined,
    search: input.search?.trim() ? input.search.trim() : undefined,
  };
}
