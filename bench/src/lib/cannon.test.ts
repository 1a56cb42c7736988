import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineRuns, interleaved, pairedRatio, type CannonResult } from './cannon';
import { median } from './stats';

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

describe('interleaved', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('measures CPU per request slice by slice and reports the median slice', async () => {
    const results = await interleaved(
      { measured: { url, pid: process.pid }, unmeasured: { url } },
      { connections: 2, slices: 3, sliceSeconds: 1, warmupSeconds: 1 },
    );
    const { cpuSlices, cpuMicrosPerRequest, slices } = results.measured;
    expect(slices).toHaveLength(3);
    expect(cpuSlices).toHaveLength(3);
    expect(cpuSlices!.every((micros) => micros > 0)).toBe(true);
    expect(cpuMicrosPerRequest).toBe(median(cpuSlices!));
    expect(results.unmeasured.cpuSlices).toBeUndefined();
  }, 30_000);
});
