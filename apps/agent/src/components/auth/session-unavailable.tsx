import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { LockKeyholeIcon } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';

/** docs/product.md §3 (dashboard, settings): "Authentication Required" with a "Go to Login" button. */
export function SessionUnavailable({ error, redirectTo }: { error: unknown; redirectTo: string }) {
  const { t } = useLingui();
  // The domain's MESSAGES.authRequired and authRequiredDescription, in the page's language.
  const title = t`Authentication Required`;
  const description = t`Please log in to access this page.`;
  usePageTitle(title, description);
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-4 py-16">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LockKeyholeIcon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">{description}</p>
        <p className="mt-2 text-sm text-muted-foreground" role="alert">
          {errorMessage(error, '')}
        </p>
        <Button asChild className="mt-8">
          <Link to="/auth" search={{ redirect: redirectTo }}>
            <Trans>Go to Login</Trans>
          </Link>
        </Button>
      </div>
    </main>
  );
}
