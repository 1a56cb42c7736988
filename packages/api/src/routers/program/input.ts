import { queries } from '@uniguide/db';
import { TUITION_MAX, ZProgramFilters, type ProgramFilters } from '@uniguide/domain';
import { z } from 'zod';
import { ZListWindow } from '../../services/applications/list-window';

/** A row id as a path or body carries it; beyond PostgreSQL's integer range nothing can match. */
export const zRowId = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`)
    .max(queries.MAX_ROW_ID, `${what} is out of range`);

/** The catalogue's filters (docs/product.md §8 query parameters) plus page/pageSize, or limit/offset for REST. */
export const ZProgramListInput = ZProgramFilters.extend(ZListWindow.shape);
export type ProgramListInput = z.infer<typeof ZProgramListInput>;

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
