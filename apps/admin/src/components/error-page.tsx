import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useRouteErrorScreen } from '@uniguide/client';
import { ErrorScreen } from '@uniguide/ui';
import { usePageTitle } from '../lib/use-page-title';

/** The router's default error screen, with a retry rather than a dead end. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`, t`This page of the admin console could not be loaded.`);

  const screen = useRouteErrorScreen(error, reset);

  return (
    <ErrorScreen
      {...screen}
      homeLink={
        <Link to="/">
          <Trans>Back to Overview</Trans>
        </Link>
      }
    />
  );
}
