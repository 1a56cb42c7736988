import { Trans } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { Skeleton, StatusTransition } from '@uniguide/ui';
import type { StatusHistoryItem } from '../../../lib/api-types';

/**
 * docs/product.md §3: the dialog's status history (from → to, date, notes) in a box of about 8rem that scrolls.
 * Newest first: in a box this small the latest changes are the ones an admin is deciding after.
 */
export function StatusHistoryBox({
  entries,
  loading,
  failed,
}: {
  entries: readonly StatusHistoryItem[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const dates = useDateFormatters();
  return (
    <div className="grid gap-2">
      <h3 id="change-status-history" className="text-sm font-medium">
        <Trans>Status History</Trans>
      </h3>
      <div
        // Focusable so keyboard users can scroll it.
        tabIndex={0}
        role="region"
        aria-labelledby="change-status-history"
        className="max-h-32 overflow-y-auto rounded-md border bg-muted/30 p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {loading ? (
          <div aria-busy="true" className="grid gap-2">
            <span className="sr-only" role="status">
              <Trans>Loading status history…</Trans>
            </span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : failed ? (
          <p className="text-destructive">
            <Trans>The status history could not be loaded.</Trans>
          </p>
        ) : !entries || entries.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No status changes yet.</Trans>
          </p>
        ) : (
          <ol className="grid gap-3">
            {[...entries].reverse().map((entry) => (
              <li key={entry.id} className="grid gap-0.5">
                <StatusTransition entry={entry} />
                <time dateTime={entry.timestamp} className="text-xs text-muted-foreground">
                  {dates.auditTime(entry.timestamp)}
                </time>
                {entry.notes?.trim() ? (
                  <p dir="auto" className="whitespace-pre-line text-muted-foreground">
                    {entry.notes}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
