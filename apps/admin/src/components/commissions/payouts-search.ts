import { pageParam, PAGE_SIZE, textParam } from '../../lib/search-params';

/** The payouts queue's search and page in the address bar. */
export interface PayoutsSearch {
  /** Student, program, university or agent. */
  search?: string;
  page?: number;
}

export function parsePayoutsSearch(raw: Record<string, unknown>): PayoutsSearch {
  const search: PayoutsSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}

export function payoutsInput(search: PayoutsSearch) {
  return {
    ...(search.search ? { search: search.search } : {}),
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  };
}
