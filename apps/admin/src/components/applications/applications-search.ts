import {
  ADMIN_QUEUE_VIEWS,
  APPLICATION_STATUSES,
  type AdminQueueView,
  type ApplicationStatus,
} from '@uniguide/domain';
import { oneOf, pageParam, PAGE_SIZE, textParam } from '../../lib/search-params';

/** The applications list's state in the address bar, so a filtered view can be bookmarked and shared. */
export interface ApplicationsSearch {
  /** Student name, e-mail or program name. */
  search?: string;
  status?: ApplicationStatus;
  /** Last update, oldest first; newest first is the default and stays out of the address. */
  order?: 'oldest';
  /**
   * Which applications (docs/decisions/024-application-conversation.md): those needing an admin,
   * oldest first, are the default and stay out of the address.
   */
  view?: Exclude<AdminQueueView, 'needs-admin'>;
  page?: number;
}

/** Forgiving: an unknown status, order or page is dropped, so an outdated link still opens. */
export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const search: ApplicationsSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const status = oneOf(raw.status, APPLICATION_STATUSES);
  if (status) search.status = status;
  if (raw.order === 'oldest') search.order = 'oldest';
  const view = oneOf(raw.view, ADMIN_QUEUE_VIEWS);
  if (view && view !== 'needs-admin') search.view = view;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}

export function hasApplicationFilters(search: ApplicationsSearch): boolean {
  return Boolean(search.search || search.status || search.order || search.view);
}

/** The filters and order as admin.application.list and exportCsv take them. */
export function applicationFilters(search: ApplicationsSearch) {
  return {
    search: search.search ?? '',
    status: search.status ?? 'all',
    sort: 'updatedAt' as const,
    direction: search.order === 'oldest' ? ('asc' as const) : ('desc' as const),
  };
}

export function applicationListInput(search: ApplicationsSearch) {
  return {
    ...applicationFilters(search),
    view: search.view ?? ('needs-admin' as const),
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  };
}
