import { pageParam, textParam } from '../../lib/search-params';

export interface AgenciesSearch {
  search?: string;
  page?: number;
}

export function parseAgenciesSearch(raw: Record<string, unknown>): AgenciesSearch {
  const search: AgenciesSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}
