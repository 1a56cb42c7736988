import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COMMISSION_FILTERS, type CommissionFilter } from '@uniguide/domain';

/** The commissions list's state in the address bar, so a filtered page survives a reload. */
export interface EarningsSearch {
  status?: CommissionFilter;
  page?: number;
}

export const COMMISSIONS_PAGE_SIZE = 20;

/** The filter's choices, in the order the select shows them, with the words it shows. */
export const COMMISSION_FILTER_LABELS: Record<CommissionFilter, MessageDescriptor> = {
  due: msg`Due`,
  overdue: msg`Overdue`,
  pending: msg`Pending`,
  invoiced: msg`Invoiced`,
  paid: msg`Paid`,
  reversed: msg`Reversed`,
};

/** Forgiving: an unknown status or a page that is not a positive whole number is dropped. */
export function parseEarningsSearch(search: Record<string, unknown>): EarningsSearch {
  const result: EarningsSearch = {};
  if (
    typeof search.status === 'string' &&
    (COMMISSION_FILTERS as readonly string[]).includes(search.status)
  ) {
    result.status = search.status as CommissionFilter;
  }
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
