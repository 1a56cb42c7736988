import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorScreen } from '@uniguide/client';
import { usePageTitle } from '../lib/use-page-title';

/** The router's default error screen, with a retry rather than a dead end. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`, t`This page of the admin console could not be loaded.`);

  return (
    <RouteErrorScreen error={error} reset={reset} homeLabel={<Trans>Back to Overview</Trans>} />
  );
}
