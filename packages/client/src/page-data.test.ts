import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { hydratePageData, serializePageData } from './page-data';

describe('page data', () => {
  it('carries answered queries to the browser as inert JSON, failures as their status alone', async () => {
    const server = new QueryClient();
    server.setQueryData(['program', 1], { name: '</script><script>alert(1)</script> تمريض' });
    const notFound = TRPCClientError.from({
      error: {
        message: 'Program not found',
        code: -32004,
        data: { code: 'NOT_FOUND', httpStatus: 404 },
      },
    });
    await server
      .prefetchQuery({ queryKey: ['program', 2], queryFn: () => Promise.reject(notFound) })
      .catch(() => undefined);
    // Never answered on the server (the session): left for the browser to ask.
    void server.prefetchQuery({ queryKey: ['me'], queryFn: () => new Promise(() => undefined) });

    const json = serializePageData(server);
    expect(json).not.toContain('<');
    expect(json).not.toContain('Program not found');

    const browser = new QueryClient();
    hydratePageData(browser, json);
    expect(browser.getQueryData(['program', 1])).toEqual({
      name: '</script><script>alert(1)</script> تمريض',
    });
    expect(browser.getQueryState(['program', 2])).toMatchObject({
      status: 'error',
      error: { status: 404 },
      fetchStatus: 'idle',
    });
    expect(browser.getQueryState(['me'])).toBeUndefined();
    // Fresh as on the server: nothing is fetched again on mount within the query's stale time.
    expect(browser.getQueryState(['program', 1])?.dataUpdatedAt).toBe(
      server.getQueryState(['program', 1])?.dataUpdatedAt,
    );
  });
});
