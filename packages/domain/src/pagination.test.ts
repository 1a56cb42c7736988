import { describe, expect, it } from 'vitest';
import {
  REST_DEFAULT_LIMIT,
  REST_MAX_LIMIT,
  ZPageInput,
  ZSearchText,
  pageOffset,
} from './pagination';

describe('ZPageInput', () => {
  it('defaults to the first page of 20', () => {
    expect(ZPageInput.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query-string numbers', () => {
    expect(ZPageInput.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('rejects a page below 1, a fractional page and a page size over 100', () => {
    for (const input of [
      { page: 0 },
      { page: '1.5' },
      { pageSize: 101 },
      { pageSize: 0 },
      { page: 'two' },
    ]) {
      expect(ZPageInput.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('pageOffset', () => {
  it('skips the earlier pages', () => {
    expect(pageOffset({ page: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ page: 4, pageSize: 25 })).toBe(75);
  });
});

describe('REST limits and search text', () => {
  it('bounds REST lists at 100 by default and 500 at most (docs/product.md §8)', () => {
    expect(REST_DEFAULT_LIMIT).toBe(100);
    expect(REST_MAX_LIMIT).toBe(500);
  });

  it('trims search text and refuses more than 200 characters', () => {
    expect(ZSearchText.parse('  nursing ')).toBe('nursing');
    expect(ZSearchText.parse('s'.repeat(200))).toHaveLength(200);
    expect(ZSearchText.safeParse('s'.repeat(201)).error?.issues[0]?.message).toBe(
      'Search text must be at most 200 characters',
    );
  });
});
