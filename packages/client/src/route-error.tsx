import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { ErrorScreen } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { useRetryRoute } from './app';
import { pageErrorMessage } from './errors';

/**
 * The router's error screen, as both apps show it: the error in the page's language, a retry that
 * clears the boundary and loads the route's data again, and a link to the app's home page, `/`,
 * labelled `homeLabel`.
 */
export function RouteErrorScreen({
  error,
  reset,
  homeLabel,
}: {
  error: unknown;
  reset: () => void;
  homeLabel: ReactNode;
}) {
  const { i18n } = useLingui();
  const onRetry = useRetryRoute(reset);
  return (
    <ErrorScreen
      message={pageErrorMessage(error, i18n)}
      onRetry={onRetry}
      homeLink={<Link to="/">{homeLabel}</Link>}
    />
  );
}
