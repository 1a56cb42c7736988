import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { CircleAlertIcon, RotateCwIcon } from 'lucide-react';

/** A section that could not load: what failed, the server's reason when there is one, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
  compact = false,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  /** Inside a card: less padding, no dashed frame. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const detail = error === undefined ? null : errorMessage(error, t`Please try again.`);
  return (
    <div
      role="alert"
      className={
        compact
          ? 'flex flex-col items-start gap-3 text-sm'
          : 'flex flex-col items-center gap-3 rounded-xl border border-dashed border-destructive/40 px-4 py-10 text-center'
      }
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      {detail && detail !== title ? (
        <p className="text-sm text-muted-foreground">{detail}</p>
      ) : null}
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
