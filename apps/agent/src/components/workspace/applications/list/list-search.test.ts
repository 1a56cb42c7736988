import { APPLICATION_STATUSES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationListInput, FILTER_STATUSES, parseApplicationsSearch } from './list-search';

describe('parseApplicationsSearch', () => {
  it('keeps a known status and a page above 1', () => {
    expect(parseApplicationsSearch({ status: 'under-review', page: 3 })).toEqual({
      status: 'under-review',
      page: 3,
    });
    expect(parseApplicationsSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parseApplicationsSearch({ search: '  amina ', order: 'updated' })).toEqual({
      search: 'amina',
      order: 'updated',
    });
  });

  it('drops unknown statuses and impossible pages', () => {
    expect(parseApplicationsSearch({ status: 'archived', page: 0 })).toEqual({});
    expect(parseApplicationsSearch({ status: 42, page: 1.5 })).toEqual({});
    expect(parseApplicationsSearch({ page: 'abc' })).toEqual({});
    expect(parseApplicationsSearch({ page: 1 })).toEqual({});
    expect(parseApplicationsSearch({ search: '   ', order: 'newest' })).toEqual({});
    expect(parseApplicationsSearch({ unread: 'yes' })).toEqual({});
  });

  it('keeps the unread-messages filter the bell links to, and sends it to the server', () => {
    const search = parseApplicationsSearch({ unread: true });
    expect(search).toEqual({ unread: true });
    expect(applicationListInput(search)).toMatchObject({ unread: true });
    expect(applicationListInput({})).not.toHaveProperty('unread');
  });
});

describe('FILTER_STATUSES', () => {
  it('starts with the six statuses of docs/product.md §3.4 and offers every status once', () => {
    expect(FILTER_STATUSES.slice(0, 6)).toEqual([
      'draft',
      'submitted',
      'under-review',
      'approved',
      'rejected',
      'incomplete',
    ]);
    expect([...FILTER_STATUSES].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
