import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, BrandMark } from '@uniguide/ui';

import { usePageMeta } from '../../lib/page-meta';

/**
 * The root route's notFoundComponent (docs/product.md §3: any unknown path). It stands on its own, since an
 * unknown path matches none of the layouts that would draw a header.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  // The domain's MESSAGES.pageNotFound, in the page's language.
  const title = t`Page Not Found`;
  // A path the server renders but no route matches (`/about%2F`) answers 404, and is not cached.
  usePageMeta({
    title,
    description: t`The page you are looking for does not exist.`,
    notFound: true,
  });
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 py-16 text-center outline-none"
    >
      <BrandMark className="size-12" />
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="max-w-md text-muted-foreground">
          <Trans>The page you are looking for does not exist or may have moved.</Trans>
        </p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <Trans>Return to Home</Trans>
        </Link>
      </Button>
    </main>
  );
}
