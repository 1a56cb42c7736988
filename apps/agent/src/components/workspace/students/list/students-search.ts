import { MAX_SEARCH_LENGTH } from '@uniguide/domain';

/** The list's state in the address bar, so a search can be bookmarked and survives reload. */
export interface StudentsSearch {
  search?: string;
  /** An owner's filter: one member's students (their user id). */
  counsellor?: number;
  page?: number;
}

export const STUDENTS_PAGE_SIZE = 20;

/** Forgiving: blank or over-long text and a page that is not a whole number above 1 are dropped. */
export function parseStudentsSearch(search: Record<string, unknown>): StudentsSearch {
  const result: StudentsSearch = {};
  const raw = typeof search.search === 'number' ? String(search.search) : search.search;
  if (typeof raw === 'string' && raw.trim() !== '') {
    result.search = raw.slice(0, MAX_SEARCH_LENGTH);
  }
  const counsellor =
    typeof search.counsellor === 'number' ? search.counsellor : Number(search.counsellor);
  if (Number.isInteger(counsellor) && counsellor > 0 && counsellor <= 2_147_483_647) {
    result.counsellor = counsellor;
  }
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
