import { Trans } from '@lingui/react/macro';
import type { StatusHistoryEntry } from '@uniguide/domain';
import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStatusLabel } from '../i18n/status-labels';
import { cn } from '../lib/cn';

type StatusChange = Pick<StatusHistoryEntry, 'fromStatus' | 'toStatus'>;

/** One status change as a line: "Draft → Submitted", or "Created as Draft" for the first one. */
export function StatusTransition({
  entry,
  className,
}: {
  entry: StatusChange;
  className?: string;
}) {
  const label = useStatusLabel();
  return (
    <p className={cn('flex flex-wrap items-center gap-1.5 font-medium', className)}>
      {entry.fromStatus ? (
        <>
          <span>{label(entry.fromStatus)}</span>
          <ArrowRightIcon
            aria-hidden="true"
            className="size-3.5 text-muted-foreground rtl:-scale-x-100"
          />
          <span className="sr-only">
            <Trans>to</Trans>
          </span>
        </>
      ) : (
        <span className="text-muted-foreground">
          <Trans>Created as</Trans>
        </span>
      )}
      <span>{label(entry.toStatus)}</span>
    </p>
  );
}

/**
 * An application's status history as a timeline, oldest first: from → to, when, and the notes
 * (docs/product.md §3). Each app shows the date its own way (`renderDate`).
 */
export function StatusTimeline({
  entries,
  renderDate,
}: {
  entries: readonly Omit<StatusHistoryEntry, 'changedBy'>[];
  renderDate: (timestamp: string) => ReactNode;
}) {
  if (entries.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No status changes yet.</Trans>
      </p>
    );
  return (
    <ol className="relative ms-1 grid gap-5 border-s ps-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative grid gap-1">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[1.6rem] size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <StatusTransition entry={entry} className="text-sm" />
          {renderDate(entry.timestamp)}
          {entry.notes?.trim() ? (
            <p dir="auto" className="text-sm whitespace-pre-line">
              {entry.notes}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
