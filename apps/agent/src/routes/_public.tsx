import { createFileRoute, Outlet } from '@tanstack/react-router';

import { SiteHeader } from '../components/public/site-header';
import { SkipLink } from '../components/public/skip-link';
import { hydrateWhenReached } from '../lib/hydrate-when-reached';

const PublicPageEnd = hydrateWhenReached(() =>
  import('../components/public/page-end').then((module) => module.PublicPageEnd),
);

/** Layout of the public site: header, page, footer and the floating WhatsApp chat link. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 scroll-mt-16 outline-none">
        <Outlet />
      </main>
      <PublicPageEnd />
    </div>
  );
}
