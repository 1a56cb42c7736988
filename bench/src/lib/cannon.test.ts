import { describe, expect, it } from 'vitest';
import { combineRuns, pairedRatio, type CannonResult } from './cannon';

const run = (requestsPerSecond: number, p99: number, non2xx = 0): CannonResult => ({
  requestsPerSecond,
  p50: p99 / 2,
  p99,
  totalRequests: requestsPerSecond * 2,
  non2xx,
  errors: 0,
  timeouts: 0,
});

describe('combineRuns', () => {
  it('averages the rate, sums the counts and takes the median run for latencies', () => {
    const combined = combineRuns([run(100, 30), run(300, 10, 1), run(200, 90, 2)]);
    expect(combined.requestsPerSecond).toBe(200);
    expect(combined.p99).toBe(30);
    expect(combined.p50).toBe(15);
    expect(combined.totalRequests).toBe(1200);
    expect(combined.non2xx).toBe(3);
  });

  it('refuses an empty list', () => {
    expect(() => combineRuns([])).toThrow('at least one run');
  });
});

describe('pairedRatio', () => {
  it('takes the median of slice-by-slice ratios, so one burst does not decide', () => {
    // Slice 2 met a burst that hit only the first target: the means would say 0.55, the pairs 0.9.
    expect(pairedRatio([90, 10, 180], [100, 100, 200])).toBeCloseTo(0.9);
    expect(pairedRatio([90, 160], [100, 200])).toBeCloseTo(0.85);
  });

  it('leaves out pairs whose reference served nothing', () => {
    expect(pairedRatio([50, 80], [0, 100])).toBeCloseTo(0.8);
    expect(pairedRatio([50], [0])).toBeNaN();
  });
});
