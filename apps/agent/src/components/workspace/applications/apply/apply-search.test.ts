import { describe, expect, it } from 'vitest';
import { parseApplySearch } from './apply-search';

describe('parseApplySearch', () => {
  it('keeps a student id', () => {
    expect(parseApplySearch({ studentId: 12 })).toEqual({ studentId: 12 });
    expect(parseApplySearch({ studentId: '7' })).toEqual({ studentId: 7 });
  });

  it('drops anything that cannot be a student id', () => {
    expect(parseApplySearch({})).toEqual({});
    expect(parseApplySearch({ studentId: 0 })).toEqual({});
    expect(parseApplySearch({ studentId: -3 })).toEqual({});
    expect(parseApplySearch({ studentId: 'abc' })).toEqual({});
    expect(parseApplySearch({ studentId: 1.5 })).toEqual({});
    expect(parseApplySearch({ studentId: 99_999_999_999 })).toEqual({});
  });
});
