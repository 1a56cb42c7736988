import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ROUTER_DEFAULTS, type RouterContext } from '@uniguide/client';
import { ErrorPage } from './lib/error-page';
import { routeTree } from './routeTree.gen';

/** What a server render changes: its own history (the requested URL), and no browser-only parts. */
interface ServerRouterOptions {
  history: RouterHistory;
}

export function createAppRouter(context: RouterContext, server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
    context,
    ...ROUTER_DEFAULTS,
    defaultErrorComponent: ErrorPage,
    // On the server the router would write its scroll-restoring inline script, which the CSP refuses
    // (docs/decisions/013-security-headers.md); the browser restores scroll without it.
    ...(server ? { history: server.history, isServer: true, scrollRestoration: false } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
