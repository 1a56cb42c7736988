import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { errorStatus } from './errors';

/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's query data to
 * the browser (docs/decisions/040-server-rendered-pages.md): inert under the strict CSP, read once.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The queries a server render answered, as JSON safe to put between script tags: every `<` is written
 * `\u003c`, so no catalogue text can close the element (or open a comment) early. A failed query
 * travels as its HTTP status alone (a program that does not exist: `{ status: 404 }`), so the browser
 * shows the same not-found state the server rendered; pending queries (the session) stay behind.
 */
export function serializePageData(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    if (query.state.status === 'error') {
      query.state.error = { status: errorStatus(query.state.error) ?? 500 } as never;
      query.state.fetchFailureReason = null;
    }
  }
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts a server-rendered page's queries into the browser's (still empty) cache before the first
 * render, as they were on the server. React Query's own `hydrate` also merges into a filled cache,
 * streams promises and mutations; none of that happens here, and it weighed on every first page
 * (docs/decisions/012-first-page-javascript.md).
 */
export function hydratePageData(queryClient: QueryClient, json: string): void {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, state } of (JSON.parse(json) as DehydratedState).queries)
    cache.build(queryClient, { queryKey, queryHash }, { ...state, fetchStatus: 'idle' });
}
