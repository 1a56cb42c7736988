import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ErrorScreenProps {
  /** What failed, in the reader's words (the client's `RouteErrorScreen` passes `pageErrorMessage(error)`). */
  message: string;
  /** "Try again": the app resets the error boundary and reloads the route's data. */
  onRetry: () => void;
  /** The way out beside the retry, a link home ("Return to Home"); shown as an outline button. */
  homeLink: ReactNode;
}

/**
 * The full-page screen for something the page itself did not handle (a loader that could not reach
 * the server, a render bug): the error's message and a retry rather than a dead end.
 */
export function ErrorScreen({ message, onRetry, homeLink }: ErrorScreenProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-4 py-16">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground" role="alert">
          {message}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="outline" asChild>
            {homeLink}
          </Button>
        </div>
      </div>
    </main>
  );
}
