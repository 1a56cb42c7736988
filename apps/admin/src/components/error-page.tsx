import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@uniguide/client';
import { usePageTitle } from '../lib/use-page-title';

/** The router's default error screen, with a retry rather than a dead end. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageTitle('Something went wrong', 'This page of the admin console could not be loaded.');

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <ErrorScreen error={error} onRetry={retry} homeLink={<Link to="/">Back to Overview</Link>} />
  );
}
