import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@uniguide/client';
import { DeferredToaster } from '@uniguide/ui';
import { NotFoundPage } from '../components/public/not-found-page';

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
