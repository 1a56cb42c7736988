import { APPLICATION_STATUSES, MAX_SEARCH_LENGTH, type ApplicationStatus } from '@uniguide/domain';

/** The orders the list offers besides the default (newest created first). */
export const APPLICATION_ORDERS = ['oldest', 'updated'] as const;
export type ApplicationOrder = (typeof APPLICATION_ORDERS)[number];

/** The list's state in the address bar, so a filtered page can be bookmarked, shared and reloaded. */
export interface ApplicationsSearch {
  /** Student name, e-mail or program name. */
  search?: string;
  status?: ApplicationStatus;
  /** Newest created first is the default and stays out of the address. */
  order?: ApplicationOrder;
  /** Only applications with unread messages from the admissions team (the bell leads here). */
  unread?: true;
  page?: number;
}

/** docs/product.md §3: All plus these six, first. */
const LISTED_FIRST: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'under-review',
  'approved',
  'rejected',
  'incomplete',
];

/** The status filter's options: the six of docs/product.md §3, then the other statuses of §5.2. */
export const FILTER_STATUSES: readonly ApplicationStatus[] = [
  ...LISTED_FIRST,
  ...APPLICATION_STATUSES.filter((status) => !LISTED_FIRST.includes(status)),
];

export const APPLICATIONS_PAGE_SIZE = 20;

/** Forgiving: an unknown status or order, blank text or a page that is not a whole number above 1 is dropped. */
export function parseApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  const result: ApplicationsSearch = {};
  const text = typeof search.search === 'number' ? String(search.search) : search.search;
  if (typeof text === 'string' && text.trim() !== '') {
    result.search = text.trim().slice(0, MAX_SEARCH_LENGTH);
  }
  if (
    typeof search.status === 'string' &&
    (APPLICATION_STATUSES as readonly string[]).includes(search.status)
  ) {
    result.status = search.status as ApplicationStatus;
  }
  const order = APPLICATION_ORDERS.find((known) => known === search.order);
  if (order) result.order = order;
  if (search.unread === true || search.unread === 'true') result.unread = true;
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The filters without the page: any change of filter starts again at page 1. */
export function withoutPage({ page: _page, ...filters }: ApplicationsSearch): ApplicationsSearch {
  return filters;
}

/** application.list's input for the address bar's state. */
export function applicationListInput(search: ApplicationsSearch) {
  return {
    page: search.page ?? 1,
    pageSize: APPLICATIONS_PAGE_SIZE,
    ...(search.status ? { status: search.status } : {}),
    ...(search.search ? { search: search.search } : {}),
    ...(search.order === 'oldest' ? { direction: 'asc' as const } : {}),
    ...(search.order === 'updated' ? { sort: 'updatedAt' as const } : {}),
    ...(search.unread ? { unread: true } : {}),
  };
}
