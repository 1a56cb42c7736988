import { describe, expect, it } from 'vitest';
import {
  commissionListInput,
  hasCommissionFilters,
  parseCommissionsSearch,
} from './commissions-search';

describe('parseCommissionsSearch', () => {
  it('keeps every usable filter, numbers given as text included', () => {
    expect(
      parseCommissionsSearch({
        search: '  Amina ',
        status: 'overdue',
        agentId: '12',
        universityId: 3,
        page: 2,
      }),
    ).toEqual({ search: 'Amina', status: 'overdue', agentId: 12, universityId: 3, page: 2 });
  });

  it('drops what it cannot use', () => {
    expect(
      parseCommissionsSearch({
        search: '   ',
        status: 'lost',
        agentId: '-4',
        universityId: '1.5',
        page: 1,
      }),
    ).toEqual({});
  });
});

describe('commissionListInput', () => {
  it('sends the filters, the payout-date order and the page', () => {
    expect(commissionListInput({ status: 'due', universityId: 3, page: 4 })).toEqual({
      status: 'due',
      universityId: 3,
      sort: 'payout-asc',
      page: 4,
      pageSize: 20,
    });
    expect(commissionListInput({})).toEqual({ sort: 'payout-asc', page: 1, pageSize: 20 });
  });

  it('knows when a filter is on (the page alone is not one)', () => {
    expect(hasCommissionFilters({ page: 3 })).toBe(false);
    expect(hasCommissionFilters({ agentId: 7 })).toBe(true);
  });
});
