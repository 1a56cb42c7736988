import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads positive whole numbers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const segment of ['0', '-3', '12abc', '1.5', '', '01', '2147483648', ' 4']) {
      expect(parseId(segment), segment).toBeNull();
    }
  });
});
