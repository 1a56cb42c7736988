import { describe, expect, it } from 'vitest';

import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads a positive integer segment', () => {
    expect(parseId('12')).toBe(12);
  });

  it('refuses what cannot be a database id', () => {
    for (const raw of ['0', '-3', '1.5', 'abc', '12abc', '', ' 7', '99999999999', '2147483648']) {
      expect(parseId(raw)).toBeUndefined();
    }
  });
});
