import { Trans } from '@lingui/react/macro';
import { errorMessage } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';

/** A page whose data could not be loaded for a reason other than "not found": say so, offer a retry. */
export function LoadFailed({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground" role="alert">
        {errorMessage(error, fallback)}
      </p>
      <Button onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
