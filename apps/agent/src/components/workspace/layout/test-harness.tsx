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
import { act, render } from '@testing-library/react';
import { createTestApi, TestApiProviders, type FakeHandlers } from '@uniguide/client/testing';
import { Toaster } from '@uniguide/ui';

/**
 * Renders a workspace component as the page at `url`, with the fake tRPC link of
 * @uniguide/client/testing behind it and the toaster mounted. Any other address is a blank stand-in
 * page, so following a link can be observed through `router.state.location`. Resolves once the
 * page is on screen.
 */
export async function renderWorkspace(
  ui: ReactNode,
  handlers: FakeHandlers,
  { url = '/dashboard' }: { url?: string } = {},
) {
  // jsdom has no layout: the router's scroll restoration is a no-op here.
  window.scrollTo = () => undefined;
  const api = createTestApi(handlers);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: new URL(url, 'http://test.local').pathname,
    component: () => <>{ui}</>,
  });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>Another page</p>,
  });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await act(() => router.load());
  const result = render(
    <TestApiProviders client={api.client} queryClient={api.queryClient}>
      <RouterProvider router={router} />
    </TestApiProviders>,
  );
  return { ...result, api, router };
}
