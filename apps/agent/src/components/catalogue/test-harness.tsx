import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createTrpcClient, TRPCProvider } from '@uniguide/client';
import type { FakeHandlers, ProcedureName } from '@uniguide/client/testing';

import { parseCatalogueSearch } from './catalogue-search';

// These tests drive a whole page (router, query client, Radix); on a loaded CI machine the default
// one-second waits are too tight, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Call {
  path: string;
  input: unknown;
}

/**
 * A fake server behind the app's real tRPC client: `fetch` is replaced by one that decodes tRPC's
 * batch requests, runs the matching handler and encodes the answers the way the server does. No
 * network, and the components under test use the same client code as in the browser. The handlers
 * are typed against `AppRouter` (`FakeHandlers`); throw an `ApiError` to answer with an error.
 */
export function fakeApi(handlers: FakeHandlers) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://test.local');
    const paths = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, '')).split(',');
    const rawInputs =
      init?.method === 'POST'
        ? (init.body as string | undefined)
        : (parsed.searchParams.get('input') ?? undefined);
    const inputs = rawInputs ? (JSON.parse(rawInputs) as Record<string, unknown>) : {};
    const answers = await Promise.all(
      paths.map(async (path, index) => {
        const input = inputs[String(index)];
        calls.push({ path, input });
        const handler = handlers[path as ProcedureName] as
          ((input: unknown) => unknown) | undefined;
        try {
          if (!handler) throw new ApiError(404, 'NOT_FOUND', `No handler for ${path}`);
          return { result: { data: await handler(input) } };
        } catch (error) {
          const failure =
            error instanceof ApiError ? error : new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Boom');
          return {
            error: {
              message: failure.message,
              code: -32000,
              data: { code: failure.code, httpStatus: failure.httpStatus, issues: [] },
            },
          };
        }
      }),
    );
    return new Response(JSON.stringify(answers), {
      status: answers.some((answer) => 'error' in answer) ? 207 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: ProcedureName) => calls.filter((call) => call.path === path),
  };
}

export interface RenderOptions {
  /** The address the page is opened at, e.g. '/programs?degree=["PhD"]'. */
  url?: string;
}

/**
 * Renders `ui` as the page of a catalogue-style route (its search parsed like the real ones), inside
 * the query client, the tRPC provider and a router on memory history. Links to other pages resolve
 * to a blank stand-in route.
 */
export function renderPage(ui: ReactNode, { url = '/programs' }: RenderOptions = {}) {
  // jsdom has no layout, so the scrolling the router and the pager ask for is a no-op here.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const trpcClient = createTrpcClient('/trpc');
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/programs',
    validateSearch: parseCatalogueSearch,
    component: () => <>{ui}</>,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>Another page</p>,
  });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });

  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
