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
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { dismissToast, Toaster } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { createTestApi, TestApiProviders, type FakeHandlers, type ProcedureName } from './testing';

// Whole pages in jsdom on a busy machine: the default 1 s for findBy* is too tight to be reliable.
configure({ asyncUtilTimeout: 5000 });

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

export interface PageOptions {
  handlers?: FakeHandlers;
  /** The page's route pattern. */
  path?: string;
  /** The address opened, when it is not `path` itself. */
  url?: string;
}

function pageRouter(ui: ReactNode, path: string, url: string): AnyRouter {
  polyfillDom();
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
  return createRouter({
    routeTree: rootRoute.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

/** A few countries for the pickers (`visa.countries`), as the server names them. */
export const TEST_COUNTRIES = [
  { code: 'EG', nameEn: 'Egypt', nameAr: 'مصر' },
  { code: 'NG', nameEn: 'Nigeria', nameAr: 'نيجيريا' },
  { code: 'PK', nameEn: 'Pakistan', nameAr: 'باكستان' },
  { code: 'SY', nameEn: 'Syrian Arab Republic', nameAr: 'سوريا' },
  { code: 'AE', nameEn: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة' },
];

function renderRouter(router: AnyRouter, handlers: FakeHandlers) {
  const api = createTestApi({ 'visa.countries': () => TEST_COUNTRIES, ...handlers });
  const result = render(
    <TestApiProviders client={api.client} queryClient={api.queryClient}>
      <RouterProvider router={router} />
    </TestApiProviders>,
  );
  return {
    ...result,
    api,
    router,
    callsTo: (name: ProcedureName) => api.calls.filter((call) => call.path === name),
  };
}

/**
 * Renders `ui` as the page at `path`, inside the fake tRPC client and a memory router; any other
 * address shows "Navigated to …" so a test can see where a link or a flow went. The toaster is
 * mounted, so toasts can be read off the screen.
 */
export function renderPage(
  ui: ReactNode,
  { handlers = {}, path = '/page', url = path }: PageOptions = {},
) {
  return renderRouter(pageRouter(ui, path, url), handlers);
}

/** `renderPage`, with the router's first load done before the page renders. */
export async function renderLoadedPage(
  ui: ReactNode,
  { handlers = {}, path = '/page', url = path }: PageOptions = {},
) {
  const router = pageRouter(ui, path, url);
  await act(() => router.load());
  return renderRouter(router, handlers);
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

/** Chooses a country on a CountryPicker by its label, searching as a person types. */
export async function chooseCountry(label: string | RegExp, search: string, country: string) {
  const trigger = screen.getByLabelText(label);
  await waitFor(() => {
    if ((trigger as HTMLButtonElement).disabled) throw new Error('The countries are still loading');
  });
  fireEvent.click(trigger);
  const box = await screen.findByRole('combobox', { name: 'Search in English or Arabic' });
  fireEvent.change(box, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${country}`) }));
}

/** Presses the button named `name` and answers the dialog it opens, which bears the same name. */
export function openNamedDialog(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/**
 * On a page with no custom logo yet: opens "Logo settings" (its Remove is off, there is nothing to
 * remove), enters `url` as the logo and presses Save.
 */
export async function saveLogoThroughDialog(url: string) {
  await openNamedDialog('Logo settings');
  expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Logo URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

/** Between tests: no toast carried over (the store is module-level). */
export function clearToasts() {
  act(() => dismissToast());
}

/** After each test of the file: no toast carried over, nothing left rendered, no global left stubbed. */
export function cleanUpAfterEachTest() {
  afterEach(() => {
    clearToasts();
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Presses the sign-in form's "Sign In", first typing the e-mail and password when given. */
export function submitSignIn(credentials?: { email: string; password: string }) {
  if (credentials) {
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: credentials.email } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: credentials.password } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}
