import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMMISSION_FILTERS, isId, type CommissionFilter } from '@uniguide/domain';
import { oneOf, pageParam, PAGE_SIZE, textParam } from '../../lib/search-params';

/** The commissions list's state in the address bar, so a filtered view can be bookmarked and shared. */
export interface CommissionsSearch {
  /** Student, program, university or agent. */
  search?: string;
  status?: CommissionFilter;
  agentId?: number;
  universityId?: number;
  page?: number;
}

/** The status filter's choices in the order the select shows them, with their words. */
export const COMMISSION_FILTER_OPTIONS: ReadonlyArray<{
  value: CommissionFilter;
  label: MessageDescriptor;
}> = [
  { value: 'due', label: msg`Due` },
  { value: 'overdue', label: msg`Overdue` },
  { value: 'pending', label: msg`Pending` },
  { value: 'invoiced', label: msg`Invoiced` },
  { value: 'paid', label: msg`Paid` },
  { value: 'reversed', label: msg`Reversed` },
];

/** A row id from the address: a positive whole number, else nothing. */
function idParam(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : Number(value);
  return isId(id) ? id : undefined;
}

/** Forgiving: an unknown status, id or page is dropped, so an outdated link still opens. */
export function parseCommissionsSearch(raw: Record<string, unknown>): CommissionsSearch {
  const search: CommissionsSearch = {};
  const text = textParam(raw.search);
  if (text) search.search = text;
  const status = oneOf(raw.status, COMMISSION_FILTERS);
  if (status) search.status = status;
  const agentId = idParam(raw.agentId);
  if (agentId) search.agentId = agentId;
  const universityId = idParam(raw.universityId);
  if (universityId) search.universityId = universityId;
  const page = pageParam(raw.page);
  if (page) search.page = page;
  return search;
}

export function hasCommissionFilters(search: CommissionsSearch): boolean {
  return Boolean(search.search || search.status || search.agentId || search.universityId);
}

/** The filters as the list, the summary and the export take them. */
export function commissionFilters(search: CommissionsSearch) {
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.agentId ? { agentId: search.agentId } : {}),
    ...(search.universityId ? { universityId: search.universityId } : {}),
  };
}

export function commissionListInput(search: CommissionsSearch) {
  return {
    ...commissionFilters(search),
    sort: 'payout-asc' as const,
    page: search.page ?? 1,
    pageSize: PAGE_SIZE,
  };
}
