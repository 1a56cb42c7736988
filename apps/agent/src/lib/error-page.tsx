import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@uniguide/client';
import { usePageTitle } from './use-page-title';

/**
 * The router's default error screen: something failed that the page itself did not handle (a loader
 * that could not reach the server, a render bug). It offers a retry rather than a dead end.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageTitle('Something went wrong', 'This page could not be loaded.');

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <ErrorScreen error={error} onRetry={retry} homeLink={<Link to="/">Return to Home</Link>} />
  );
}
