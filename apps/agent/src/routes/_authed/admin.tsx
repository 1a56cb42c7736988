import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminOrigin } from '@uniguide/client';
import { Spinner } from '@uniguide/ui';
import { useEffect } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /admin in the agent app (docs/product.md §3): admins continue to the admin console on its own host
 * (docs/product.md §2), everyone else goes to the landing page.
 */
export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: ({ context }) => {
    if (!context.user.isAdmin) throw redirect({ to: '/', replace: true });
  },
  component: AdminHandOff,
});

function AdminHandOff() {
  const { t } = useLingui();
  const target = `${adminOrigin()}/`;
  usePageTitle(t`Opening the Admin Console`, t`Taking you to the admin console.`);

  // In the component, not in beforeLoad: hovering a link to /admin preloads the route, and a
  // preload must never leave the page.
  useEffect(() => {
    window.location.replace(target);
  }, [target]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-6 text-primary" label={t`Opening the admin console`} />
      <p className="text-muted-foreground">
        <Trans>
          Opening the admin console…{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={target}>
            Continue
          </a>
        </Trans>
      </p>
    </main>
  );
}
