import { describe, expect, it } from 'vitest';
import { barPercent, compactAed, moneyScale } from './money-scale';

describe('moneyScale', () => {
  it('rounds the top up to a nice number of dirhams, in fils', () => {
    expect(moneyScale(1_234_500)).toEqual({
      top: 1_500_000,
      ticks: [0, 500_000, 1_000_000, 1_500_000],
    });
    expect(moneyScale(4_000_000)).toEqual({
      top: 4_000_000,
      ticks: [0, 1_000_000, 2_000_000, 3_000_000, 4_000_000],
    });
  });

  it('never steps below one dirham', () => {
    expect(moneyScale(150)).toEqual({ top: 200, ticks: [0, 100, 200] });
  });

  it('gives an empty chart a one-dirham axis', () => {
    expect(moneyScale(0)).toEqual({ top: 100, ticks: [0, 100] });
    expect(moneyScale(Number.NaN)).toEqual({ top: 100, ticks: [0, 100] });
  });
});

describe('barPercent', () => {
  it('is the share of the axis, with a sliver for small non-zero values', () => {
    expect(barPercent(500, 1000)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 1000)).toBe(0);
    expect(barPercent(2000, 1000)).toBe(100);
  });
});

describe('compactAed', () => {
  it('labels an axis in whole dirhams', () => {
    expect(compactAed(0)).toBe('0');
    expect(compactAed(95_000)).toBe('950');
    expect(compactAed(250_000)).toBe('2.5K');
    expect(compactAed(120_000_000)).toBe('1.2M');
  });
});
