import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorScreen } from '@uniguide/client';
import { usePageTitle } from './use-page-title';

/**
 * The router's default error screen: something failed that the page itself did not handle (a loader
 * that could not reach the server, a render bug). It offers a retry rather than a dead end.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`, t`This page could not be loaded.`);

  return <RouteErrorScreen error={error} reset={reset} homeLabel={<Trans>Return to Home</Trans>} />;
}
