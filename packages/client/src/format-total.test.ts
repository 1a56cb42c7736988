import { describe, expect, it } from 'vitest';
import { formatEstimatedTotal } from './format-total';

describe('formatEstimatedTotal', () => {
  it('rounds above 1 000 to two significant figures with thousands separators', () => {
    expect(formatEstimatedTotal(12_345)).toBe('about 12,000');
    expect(formatEstimatedTotal(2_349)).toBe('about 2,300');
    expect(formatEstimatedTotal(2_350)).toBe('about 2,400');
    expect(formatEstimatedTotal(1_001)).toBe('about 1,000');
    expect(formatEstimatedTotal(987_654)).toBe('about 990,000');
    expect(formatEstimatedTotal(1_234_567)).toBe('about 1,200,000');
  });

  it('leaves a total up to 1 000 as it is', () => {
    expect(formatEstimatedTotal(640)).toBe('about 640');
    expect(formatEstimatedTotal(1000)).toBe('about 1,000');
  });
});
