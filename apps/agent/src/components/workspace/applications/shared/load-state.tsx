import { Trans } from '@lingui/react/macro';
import { errorMessage } from '@uniguide/client';
import { Button, PageNotice } from '@uniguide/ui';
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
    <PageNotice
      icon={TriangleAlertIcon}
      tone="destructive"
      title={title}
      alert
      action={
        <Button onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </PageNotice>
  );
}
