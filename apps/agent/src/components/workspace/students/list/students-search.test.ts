import { describe, expect, it } from 'vitest';
import { parseStudentsSearch } from './students-search';

describe('parseStudentsSearch', () => {
  it('keeps search text and a page above 1', () => {
    expect(parseStudentsSearch({ search: 'amina', page: 3 })).toEqual({ search: 'amina', page: 3 });
    expect(parseStudentsSearch({ page: '2' })).toEqual({ page: 2 });
    // A search of digits arrives as a number from the URL parser.
    expect(parseStudentsSearch({ search: 971 })).toEqual({ search: '971' });
  });

  it('drops blank text and impossible pages, and bounds the text', () => {
    expect(parseStudentsSearch({ search: '   ', page: 0 })).toEqual({});
    expect(parseStudentsSearch({ search: ['a'], page: 1.5 })).toEqual({});
    expect(parseStudentsSearch({ page: 'abc' })).toEqual({});
    expect(parseStudentsSearch({ page: 1 })).toEqual({});
    expect(parseStudentsSearch({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });
});
