import { useLingui } from '@lingui/react';
import { useRetryRoute } from './app';
import { pageErrorMessage } from './errors';

/**
 * What the router's error screen says and does: the error in the page's language, and a retry that
 * clears the boundary and loads the route's data again. Spread into ui's ErrorScreen.
 */
export function useRouteErrorScreen(error: unknown, reset: () => void) {
  const { i18n } = useLingui();
  return { message: pageErrorMessage(error, i18n), onRetry: useRetryRoute(reset) };
}
