import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';
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
    <main className="flex min-h-svh items-center justify-center bg-background px-4 py-16">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground" role="alert">
          {errorMessage(error, 'This page could not be loaded. Please try again.')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={retry}>Try again</Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to Overview</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
