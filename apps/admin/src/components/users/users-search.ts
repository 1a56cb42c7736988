import { pageParam, textParam } from '../../lib/search-params';

/** The users list's search and page in the address bar. */
export interface UsersSearch {
  /** E-mail, name or agency. */
  search?: string;
  page?: number;
}

export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const search: UsersSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}
