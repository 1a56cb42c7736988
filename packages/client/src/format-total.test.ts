import { describe, expect, it } from 'vitest';
import { formatCount, formatListTotal } from './format-total';

describe('formatListTotal', () => {
  it('shows an exact total as a grouped count', () => {
    expect(formatListTotal(7)).toBe('7');
    expect(formatListTotal(12_345)).toBe('12,345');
    expect(formatListTotal(12_345, false)).toBe('12,345');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('rounds an estimate above 1 000 to two significant figures, and says "about"', () => {
    expect(formatListTotal(12_345, true)).toBe('about 12,000');
    expect(formatListTotal(2_349, true)).toBe('about 2,300');
    expect(formatListTotal(2_350, true)).toBe('about 2,400');
    expect(formatListTotal(1_001, true)).toBe('about 1,000');
    expect(formatListTotal(987_654, true)).toBe('about 990,000');
    expect(formatListTotal(1_234_567, true)).toBe('about 1,200,000');
  });

  it('keeps an estimate up to 1 000 as it is', () => {
    expect(formatListTotal(640, true)).toBe('about 640');
    expect(formatListTotal(1000, true)).toBe('about 1,000');
  });
});
