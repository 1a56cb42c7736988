import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_QUERY,
  createQueryClient,
  DASHBOARD_QUERY,
  PROGRAM_DETAIL_QUERY,
  retryUnlessClientError,
} from './query-client';

function httpError(httpStatus: number) {
  return TRPCClientError.from({
    error: { message: 'x', code: -32600, data: { code: 'X', httpStatus } },
  });
}

/** How many retries a policy allows for one kind of failure before giving up. */
function retriesFor(retry: (count: number, error: unknown) => boolean, error: unknown): number {
  let count = 0;
  while (retry(count, error) && count < 100) count += 1;
  return count;
}

describe('retry policies', () => {
  const offline = new TypeError('Failed to fetch');

  it('retry server and network failures up to their limit', () => {
    expect(retriesFor(retryUnlessClientError(1), httpError(500))).toBe(1);
    expect(retriesFor(PROGRAM_DETAIL_QUERY.retry, offline)).toBe(3);
    expect(retriesFor(APPLICATION_QUERY.retry, httpError(503))).toBe(3);
    expect(retriesFor(DASHBOARD_QUERY.retry, httpError(502))).toBe(1);
  });

  it('never retry a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retriesFor(PROGRAM_DETAIL_QUERY.retry, httpError(status))).toBe(0);
    }
  });

  it('carry the docs/product.md §10 timings', () => {
    expect(PROGRAM_DETAIL_QUERY).toMatchObject({ staleTime: 60_000, retryDelay: 1000 });
    expect(APPLICATION_QUERY.staleTime).toBe(30_000);
    expect(DASHBOARD_QUERY.staleTime).toBe(60_000);
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, ignores window focus and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retriesFor(retry, httpError(500))).toBe(1);
    expect(retriesFor(retry, httpError(404))).toBe(0);
  });
});
