import { describe, expect, it } from 'vitest';
import { barPercent, countScale } from './chart-scale';

describe('countScale', () => {
  it('rounds the top up to a nice whole step', () => {
    expect(countScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(13)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(countScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(countScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('keeps a usable axis when every count is zero', () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('barPercent', () => {
  it('scales to the top, keeps small counts visible and zero empty', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(20, 10)).toBe(100);
  });
});
