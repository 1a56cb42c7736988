import { describe, expect, it } from 'vitest';
import { median, percentile, summarise, timeRuns } from './stats';

describe('percentile', () => {
  it('uses the nearest rank of the sorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle sample, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarise', () => {
  it('handles more samples than a spread argument list could hold', () => {
    const samples = Array.from({ length: 300_000 }, (_, i) => i + 1);
    const summary = summarise(samples);
    expect(summary).toEqual({
      count: 300_000,
      p50: 150_000,
      p95: 285_000,
      p99: 297_000,
      max: 300_000,
    });
  });
});

describe('timeRuns', () => {
  it('runs the warm-up untimed and then the timed runs', async () => {
    let calls = 0;
    const samples = await timeRuns(async () => void calls++, { runs: 4, warmup: 2 });
    expect(calls).toBe(6);
    expect(samples).toHaveLength(4);
  });

  it('stops at the time budget once the minimum runs are done', async () => {
    const samples = await timeRuns(() => new Promise((resolve) => setTimeout(resolve, 20)), {
      runs: 100,
      warmup: 0,
      budgetMs: 50,
      minRuns: 2,
    });
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.length).toBeLessThan(10);
  });
});
