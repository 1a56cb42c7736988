import { describe, expect, it } from 'vitest';
import { formatAedFils } from '../commission/commission';
import { formatTuition } from '../catalogue/tuition';
import { formatAed, formatAedAmountFils } from './money';

describe('the one money format', () => {
  it('writes whole amounts as "AED 57,150", without fils', () => {
    expect(formatAed(57150)).toBe('AED 57,150');
    expect(formatAed(0)).toBe('AED 0');
    expect(formatAed(1_234_567)).toBe('AED 1,234,567');
    expect(formatAedAmountFils(5_715_000)).toBe('AED 57,150');
  });

  it('shows fils only when there are any, always two digits', () => {
    expect(formatAedAmountFils(123_450)).toBe('AED 1,234.50');
    expect(formatAedAmountFils(5)).toBe('AED 0.05');
    expect(formatAedAmountFils(-250)).toBe('-AED 2.50');
  });

  it('reads the same for a tuition and a commission of the same amount', () => {
    expect(formatTuition(48000)).toBe(`${formatAedFils(4_800_000)}/yr`);
  });
});
