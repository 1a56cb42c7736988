import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DeferredToaster } from '@uniguide/ui';
import { NotFoundPage } from '../components/not-found-page';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <DeferredToaster />
    </>
  );
}
