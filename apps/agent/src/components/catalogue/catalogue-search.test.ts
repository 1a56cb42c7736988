import { describe, expect, it } from 'vitest';

import {
  CATALOGUE_PAGE_SIZE,
  catalogueListInput,
  countPanelFilters,
  isCatalogueFiltered,
  parseCatalogueSearch,
  toggleValue,
  toProgramFilters,
} from './catalogue-search';

describe('parseCatalogueSearch', () => {
  it('keeps valid filters from a shared link', () => {
    const shared = {
      search: 'nursing',
      degree: ["Master's Degree", 'PhD'],
      studyField: ['Engineering'],
      duration: ['2 years'],
      university: [3, 7],
      maxTuition: 50000,
      scholarship: 'available',
      page: 3,
    };
    expect(parseCatalogueSearch(shared)).toEqual(shared);
  });

  it('drops unknown values one by one instead of rejecting the address', () => {
    expect(
      parseCatalogueSearch({
        degree: ['PhD', 'Astrology'],
        studyField: 'Cooking',
        university: [4, -1, 'x', '9', 4],
        maxTuition: 999999,
        scholarship: 'maybe',
        page: 0,
      }),
    ).toEqual({ degree: ['PhD'], university: [4, 9] });
  });

  it('treats the tuition maximum and the first page as no setting at all', () => {
    expect(parseCatalogueSearch({ maxTuition: 200000, page: 1 })).toEqual({});
  });

  it('accepts a single value where a list is expected', () => {
    expect(parseCatalogueSearch({ degree: 'Diploma', university: '12' })).toEqual({
      degree: ['Diploma'],
      university: [12],
    });
  });

  it('ignores blank search text and cuts overlong text', () => {
    expect(parseCatalogueSearch({ search: '   ' })).toEqual({});
    expect(parseCatalogueSearch({ search: 'a'.repeat(500) }).search).toHaveLength(200);
  });
});

describe('toProgramFilters', () => {
  it('sends the tuition cap only below the maximum and scholarships only when chosen', () => {
    expect(
      toProgramFilters({ maxTuition: 80000, scholarship: 'available', search: ' law ' }),
    ).toEqual({ maxTuition: 80000, hasScholarship: true, search: 'law' });
    expect(toProgramFilters({})).toEqual({});
  });

  it('pins the university of a profile page over any university choice in the URL', () => {
    expect(toProgramFilters({ university: [1, 2] }, 5)).toEqual({ university: [5] });
  });
});

describe('catalogueListInput', () => {
  it('asks for the first page of the unfiltered catalogue by default', () => {
    expect(catalogueListInput({})).toEqual({ page: 1, pageSize: CATALOGUE_PAGE_SIZE });
  });

  it('carries the filters, the page and a pinned university', () => {
    expect(catalogueListInput({ degree: ['PhD'], page: 3, university: [1] }, 7)).toEqual({
      degree: ['PhD'],
      university: [7],
      page: 3,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
  });
});

describe('countPanelFilters', () => {
  it('counts each ticked box, a lowered tuition cap and the scholarship choice', () => {
    expect(
      countPanelFilters({
        degree: ['PhD', 'Diploma'],
        university: [1],
        maxTuition: 1000,
        scholarship: 'available',
        search: 'text is not a panel filter',
      }),
    ).toBe(5);
  });

  it('leaves out the pinned university of a profile page', () => {
    expect(countPanelFilters({ university: [1] }, true)).toBe(0);
  });
});

describe('isCatalogueFiltered', () => {
  it('is true for search text alone and false for an untouched catalogue', () => {
    expect(isCatalogueFiltered({ search: 'mba' })).toBe(true);
    expect(isCatalogueFiltered({ page: 2 })).toBe(false);
  });
});

describe('toggleValue', () => {
  it('adds once, removes, and collapses an empty list to undefined', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
    expect(toggleValue(['a'], 'a', false)).toBeUndefined();
    expect(toggleValue(undefined, 'a', true)).toEqual(['a']);
  });
});
