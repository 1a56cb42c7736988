import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { RouterContext } from '@uniguide/client';
import { DeferredToaster } from '@uniguide/ui';

/** The layout of the pages the server renders (entry-server.tsx's SERVER_RENDERED_ROUTES). */
const PUBLIC_LAYOUT = '/_public';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A server-rendered document may have come without Cross-Origin-Opener-Policy (an anonymous
  // visitor's): any other page is loaded as a new document, which has it
  // (docs/decisions/098-public-pages-without-coop.md).
  beforeLoad: ({ context, matches, location, preload }) => {
    if (!context.publicDocument?.() || preload) return;
    if (matches.some((match) => match.routeId === PUBLIC_LAYOUT)) return;
    throw redirect({ href: location.href, reloadDocument: true });
  },
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
