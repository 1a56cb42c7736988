import { describe, expect, it } from 'vitest';
import {
  applicationListInput,
  hasApplicationFilters,
  parseApplicationsSearch,
} from './applications-search';

describe('parseApplicationsSearch', () => {
  it('keeps valid filters, the order and the page', () => {
    expect(
      parseApplicationsSearch({
        search: ' doe ',
        status: 'under-review',
        order: 'oldest',
        page: 3,
      }),
    ).toEqual({ search: 'doe', status: 'under-review', order: 'oldest', page: 3 });
  });

  it('reads a numeric search (the router parses ?search=1234 as a number)', () => {
    expect(parseApplicationsSearch({ search: 1234 })).toEqual({ search: '1234' });
  });

  it('drops what it cannot use', () => {
    expect(
      parseApplicationsSearch({ search: '  ', status: 'bogus', order: 'newest', page: '0' }),
    ).toEqual({});
    expect(parseApplicationsSearch({ page: 1.5 })).toEqual({});
    expect(parseApplicationsSearch({ page: 1 })).toEqual({});
  });
});

describe('applicationListInput', () => {
  it('asks the server for the queue of applications needing an admin by default', () => {
    expect(applicationListInput({})).toEqual({
      search: '',
      status: 'all',
      sort: 'updatedAt',
      direction: 'desc',
      view: 'needs-admin',
      page: 1,
      pageSize: 20,
    });
    expect(applicationListInput({ view: 'overdue' })).toMatchObject({ view: 'overdue' });
    expect(parseApplicationsSearch({ view: 'waiting-longest' })).toEqual({
      view: 'waiting-longest',
    });
    expect(parseApplicationsSearch({ view: 'needs-admin' })).toEqual({});
    expect(hasApplicationFilters({ view: 'all' })).toBe(true);
    expect(applicationListInput({ status: 'rejected', order: 'oldest', page: 2 })).toMatchObject({
      status: 'rejected',
      direction: 'asc',
      page: 2,
    });
  });

  it('counts the order as a filter for the reset button, the page not', () => {
    expect(hasApplicationFilters({ page: 4 })).toBe(false);
    expect(hasApplicationFilters({ order: 'oldest' })).toBe(true);
  });
});
