import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, useRouter, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Catalog } from '@uniguide/ui';
import { createI18n, loadCatalog } from './i18n/i18n';
import {
  applyDocumentLanguage,
  initialLanguage,
  type SaveWithAccount,
} from './i18n/language-choice';
import { LanguageProvider } from './i18n/language-provider';
import { hydratePageData, PAGE_DATA_ELEMENT_ID } from './page-data';
import { ApiProviders } from './providers';
import { createQueryClient } from './query-client';
import { createTrpcClient, createTrpcOptions, type Trpc, type TrpcClient } from './trpc';

/**
 * What every route's `beforeLoad`/`loader` receives: prefetch with
 * `context.queryClient.ensureQueryData(context.trpc.program.byId.queryOptions({ id }))`.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /**
   * True while a page is rendered on the server, and in the browser until that page is hydrated: a
   * public page's loader then returns its queries' promise, so the render waits for their data
   * (docs/decisions/040-server-rendered-pages.md). Otherwise loaders only start their queries, and the
   * page shows its skeleton. Absent in the admin console and in tests: never.
   */
  awaitPageData?: () => boolean;
  /**
   * Loads a catalog of the app's that its first ones leave out, in the language shown (`loadCatalog`):
   * a route awaits it before its pages render (docs/decisions/075-english-inline.md). Absent in tests,
   * which show English: nothing to load.
   */
  loadCatalog?: (catalog: Catalog) => Promise<void>;
  /**
   * True in the browser once a page the server rendered has been hydrated: such a document may have
   * come without the document set's Cross-Origin-Opener-Policy, so it shows only the public pages,
   * and the router loads any other as a new document (docs/decisions/098-public-pages-without-coop.md).
   * Never during the hydration itself: the page is what the server sent, whatever route it matched.
   */
  publicDocument?: () => boolean;
}

/**
 * The `validateSearch` of every page an e-mailed link opens (`?token=…`): the token when it is a
 * string, else nothing (the page then says the link is not valid).
 */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {};
}

/** The router options both apps share; each adds its route tree, context and error page. */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router asks it every time and it answers from its cache.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
} as const;

/**
 * Saves a language with the signed-in user's account; a visitor who is not signed in (no cached
 * session) keeps the cookie alone.
 */
function accountLanguageSaver(queryClient: QueryClient, trpcClient: TrpcClient): SaveWithAccount {
  return async (language) => {
    const trpc = createTrpcOptions(trpcClient, queryClient);
    if (!queryClient.getQueryData(trpc.auth.me.queryKey())) return;
    await trpcClient.user.setLanguage.mutate({ language });
  };
}

/** The whole app as both the browser and the server render it: the two trees must be the same. */
export function AppRoot({
  queryClient,
  trpcClient,
  router,
  i18n,
  catalog,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: AnyRouter;
  /** The texts in the page's language, its catalogs loaded (`createI18n`). */
  i18n: I18n;
  /** The app's own catalog, beside the shared ones. */
  catalog: Catalog;
}) {
  return (
    <StrictMode>
      <LanguageProvider
        i18n={i18n}
        catalog={catalog}
        saveWithAccount={accountLanguageSaver(queryClient, trpcClient)}
      >
        <ApiProviders queryClient={queryClient} trpcClient={trpcClient}>
          <RouterProvider router={router} />
        </ApiProviders>
      </LanguageProvider>
    </StrictMode>
  );
}

/**
 * Starts an app in its index.html's #root: one query client, one tRPC client, the app's router.
 *
 * A page the server rendered (docs/decisions/040-server-rendered-pages.md) carries the data it used
 * (`#page-data`): it goes into the query cache first, the router resolves the page (its code chunks;
 * its loaders find their data already cached), and React hydrates the server's markup instead of
 * painting it again, so there is neither a flash nor a second fetch.
 */
export async function mountApp(
  createRouter: (context: RouterContext) => AnyRouter,
  catalog: Catalog,
) {
  // The page's language first: an Arabic visitor's catalogs load before anything paints, so the page
  // never shows in English first (docs/decisions/067-translation-layer.md).
  const language = initialLanguage();
  const i18n = await createI18n(catalog, language);
  applyDocumentLanguage(language);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID);
  let hydrating = pageData !== null;
  const router = createRouter({
    queryClient,
    trpc: createTrpcOptions(trpcClient, queryClient),
    awaitPageData: () => hydrating,
    loadCatalog: (added) => loadCatalog(i18n, added),
    publicDocument: () => pageData !== null && !hydrating,
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <AppRoot
      queryClient={queryClient}
      trpcClient={trpcClient}
      router={router}
      i18n={i18n}
      catalog={catalog}
    />
  );

  if (!pageData) {
    createRoot(container).render(app);
    markStarted();
    return;
  }
  // The page has been painted before this module ran (public/app-start.js starts it after the first
  // paint, docs/decisions/090-app-start-after-paint.md).
  hydratePageData(queryClient, pageData.textContent ?? '{}');
  // The server rendered the matches without the router's client-only Suspense wrapper; so must we.
  router.ssr = { manifest: undefined };
  await router.load();
  hydrateRoot(container, app);
  hydrating = false;
  markStarted();
}

/**
 * Says on `<html>` that React now handles the page's events (`data-app-started`): before, a click on
 * a server-rendered page is the browser's own. The end-to-end specs wait for it after loading a page.
 */
function markStarted() {
  document.documentElement.dataset.appStarted = '';
}

/** The error page's "Try again": clear the error boundary, then load the route's data again. */
export function useRetryRoute(reset: () => void) {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}
