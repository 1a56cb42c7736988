import { createRouter } from '@tanstack/react-router';
import { ROUTER_DEFAULTS, type RouterContext } from '@uniguide/client';
import { ErrorPage } from './lib/error-page';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    ...ROUTER_DEFAULTS,
    defaultErrorComponent: ErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
