import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, useRouter, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProviders } from './providers';
import { createQueryClient } from './query-client';
import { createTrpcClient, createTrpcOptions, type Trpc } from './trpc';

/**
 * What every route's `beforeLoad`/`loader` receives: prefetch with
 * `context.queryClient.ensureQueryData(context.trpc.program.byId.queryOptions({ id }))`.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** The router options both apps share; each adds its route tree, context and error page. */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router asks it every time and it answers from its cache.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
} as const;

/** Starts an app in its index.html's #root: one query client, one tRPC client, the app's router. */
export function mountApp(createRouter: (context: RouterContext) => AnyRouter) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const router = createRouter({ queryClient, trpc: createTrpcOptions(trpcClient, queryClient) });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  createRoot(container).render(
    <StrictMode>
      <ApiProviders queryClient={queryClient} trpcClient={trpcClient}>
        <RouterProvider router={router} />
      </ApiProviders>
    </StrictMode>,
  );
}

/** The error page's "Try again": clear the error boundary, then load the route's data again. */
export function useRetryRoute(reset: () => void) {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}
