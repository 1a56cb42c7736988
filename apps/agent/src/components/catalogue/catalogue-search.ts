import {
  DEGREE_LEVELS,
  DURATIONS,
  MAX_SEARCH_LENGTH,
  STUDY_FIELDS,
  TUITION_MAX,
  TUITION_MIN,
  type DegreeLevel,
  type Duration,
  type ProgramFilters,
  type StudyField,
} from '@uniguide/domain';

/** Cards per page: even, so the two-column grid never ends on a half row. */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * The catalogue's state as it lives in the URL. Every field is optional so an unfiltered catalogue has a
 * clean address, and a shared link carries only what narrows the list.
 */
export interface CatalogueSearch {
  search?: string;
  degree?: DegreeLevel[];
  studyField?: StudyField[];
  duration?: Duration[];
  university?: number[];
  maxTuition?: number;
  scholarship?: 'available';
  page?: number;
}

function pickList<T extends string>(raw: unknown, allowed: readonly T[]): T[] | undefined {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const kept = [...new Set(values.filter((value): value is T => allowed.includes(value as T)))];
  return kept.length > 0 ? kept : undefined;
}

function pickIds(raw: unknown): number[] | undefined {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const ids = values
    .map((value) => (typeof value === 'string' ? Number(value) : value))
    .filter((value): value is number => Number.isInteger(value) && (value as number) > 0);
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique : undefined;
}

function pickInt(raw: unknown, min: number, max: number): number | undefined {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  if (value < min || value > max) return undefined;
  return value;
}

/**
 * validateSearch for every route that shows the catalogue. A hand-edited or outdated link never breaks
 * the page: unknown values are dropped one by one instead of rejecting the whole address.
 */
export function parseCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const result: CatalogueSearch = {};
  const search =
    typeof raw.search === 'string' || typeof raw.search === 'number'
      ? String(raw.search).slice(0, MAX_SEARCH_LENGTH)
      : '';
  if (search.trim()) result.search = search;

  const degree = pickList(raw.degree, DEGREE_LEVELS);
  if (degree) result.degree = degree;
  const studyField = pickList(raw.studyField, STUDY_FIELDS);
  if (studyField) result.studyField = studyField;
  const duration = pickList(raw.duration, DURATIONS);
  if (duration) result.duration = duration;
  const university = pickIds(raw.university);
  if (university) result.university = university;

  // The maximum is the slider's resting position, i.e. no tuition filter at all.
  const maxTuition = pickInt(raw.maxTuition, TUITION_MIN, TUITION_MAX - 1);
  if (maxTuition !== undefined) result.maxTuition = maxTuition;
  if (raw.scholarship === 'available') result.scholarship = 'available';

  const page = pickInt(raw.page, 2, 100_000);
  if (page !== undefined) result.page = page;
  return result;
}

/** The program.list filters for a catalogue state; `universityId` pins a university profile's list. */
export function toProgramFilters(
  search: CatalogueSearch,
  universityId?: number,
): Partial<ProgramFilters> {
  const filters: Partial<ProgramFilters> = {};
  const text = search.search?.trim();
  if (text) filters.search = text;
  if (search.degree) filters.degree = search.degree;
  if (search.studyField) filters.studyField = search.studyField;
  if (search.duration) filters.duration = search.duration;
  if (universityId !== undefined) filters.university = [universityId];
  else if (search.university) filters.university = search.university;
  if (search.maxTuition !== undefined && search.maxTuition < TUITION_MAX) {
    filters.maxTuition = search.maxTuition;
  }
  if (search.scholarship === 'available') filters.hasScholarship = true;
  return filters;
}

/**
 * The `program.list` input for a catalogue state: one function for the page's query and the route
 * loader's prefetch, so the prefetched entry is the one the page then reads.
 */
export function catalogueListInput(search: CatalogueSearch, universityId?: number) {
  return {
    ...toProgramFilters(search, universityId),
    page: search.page ?? 1,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/**
 * How many choices the filter panel holds (each ticked box, a lowered tuition cap, the scholarship
 * choice): the number on the mobile "Filters" button. The search box sits outside the panel and the
 * pinned university of a profile page is not the visitor's choice, so neither counts.
 */
export function countPanelFilters(search: CatalogueSearch, universityPinned = false): number {
  return (
    (search.degree?.length ?? 0) +
    (search.studyField?.length ?? 0) +
    (search.duration?.length ?? 0) +
    (universityPinned ? 0 : (search.university?.length ?? 0)) +
    (search.maxTuition !== undefined && search.maxTuition < TUITION_MAX ? 1 : 0) +
    (search.scholarship === 'available' ? 1 : 0)
  );
}

/** Any narrowing at all, search text included: decides whether the empty state offers a reset. */
export function isCatalogueFiltered(search: CatalogueSearch, universityPinned = false): boolean {
  return countPanelFilters(search, universityPinned) > 0 || Boolean(search.search?.trim());
}

/** Adds or removes one value of a checkbox group, keeping the URL free of empty lists. */
export function toggleValue<T>(
  list: readonly T[] | undefined,
  value: T,
  on: boolean,
): T[] | undefined {
  const current = list ?? [];
  const next = on
    ? current.includes(value)
      ? [...current]
      : [...current, value]
    : current.filter((item) => item !== value);
  return next.length > 0 ? next : undefined;
}
