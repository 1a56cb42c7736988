import { APPLICATION_STATUSES, type ApplicationStatus } from '@uniguide/domain';

/** The list's state in the address bar, so a filtered page can be bookmarked and survives reload. */
export interface ApplicationsSearch {
  status?: ApplicationStatus;
  page?: number;
}

/** docs/product.md §3: All plus these six; the other statuses of docs/product.md §5.2 follow them. */
export const FILTER_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'under-review',
  'approved',
  'rejected',
  'incomplete',
  ...APPLICATION_STATUSES.filter(
    (status) =>
      !['draft', 'submitted', 'under-review', 'approved', 'rejected', 'incomplete'].includes(
        status,
      ),
  ),
];

export const APPLICATIONS_PAGE_SIZE = 20;

/** Forgiving: an unknown status or a page that is not a positive whole number is dropped. */
export function parseApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  const result: ApplicationsSearch = {};
  if (
    typeof search.status === 'string' &&
    (APPLICATION_STATUSES as readonly string[]).includes(search.status)
  ) {
    result.status = search.status as ApplicationStatus;
  }
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
