import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestApi, TestApiProviders, type FakeHandler } from '@uniguide/client/testing';
import { dismissToast, Toaster } from '@uniguide/ui';
import type { ReactNode } from 'react';

/** jsdom lacks what Radix Select and the router's scrolling call; none of it matters to a test. */
function polyfillDom() {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

function Elsewhere() {
  const location = useLocation();
  return <p>Navigated to {location.href}</p>;
}

/**
 * Renders `ui` as the console page at `path`, inside the fake tRPC client of @uniguide/client/testing
 * and a memory router; any other address shows "Navigated to …". The toaster is mounted, so toasts
 * can be read off the screen.
 */
export async function renderPage(
  ui: ReactNode,
  { handlers, path = '/page' }: { handlers: Record<string, FakeHandler>; path?: string },
) {
  polyfillDom();
  const api = createTestApi(handlers);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: () => <>{ui}</> });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: Elsewhere,
  });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const result = render(
    <TestApiProviders client={api.client} queryClient={api.queryClient}>
      <RouterProvider router={router} />
    </TestApiProviders>,
  );
  return {
    ...result,
    api,
    router,
    callsTo: (name: string) => api.calls.filter((call) => call.path === name),
  };
}

/** Opens a kit Select by its label and returns its options' texts. */
export async function openSelect(label: string | RegExp): Promise<string[]> {
  const trigger = screen.getByRole('combobox', { name: label });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** Picks `option` in the kit Select labelled `label`. */
export async function chooseOption(label: string | RegExp, option: string): Promise<void> {
  await openSelect(label);
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Between tests: no toast carried over (the store is module-level). */
export function clearToasts() {
  act(() => dismissToast());
}
