import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@uniguide/client';
import { DeferredToaster } from '@uniguide/ui';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Fetched when a path matches no route: the root route is never split, and the page weighed on every
  // first page (docs/decisions/012-first-page-javascript.md).
  notFoundComponent: lazyRouteComponent(
    () => import('../components/public/not-found-page'),
    'NotFoundPage',
  ),
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <DeferredToaster />
    </>
  );
}
