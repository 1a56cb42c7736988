import { describe, expect, it } from 'vitest';
import { combineRuns, type CannonResult } from './cannon';

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
