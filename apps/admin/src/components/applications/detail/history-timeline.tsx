import { formatAuditTime, formatRelative } from '@uniguide/client';
import { statusLabel } from '@uniguide/domain';
import { ArrowRightIcon } from 'lucide-react';
import type { StatusHistoryItem } from '../../../lib/api-types';
import { SectionCard } from '../../common/section-card';

/** Every status change, oldest first, as a timeline: from → to, when, and the notes. */
export function HistoryTimeline({ entries }: { entries: readonly StatusHistoryItem[] }) {
  return (
    <SectionCard title="Status History">
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status changes yet.</p>
      ) : (
        <ol className="relative ml-1 grid gap-5 border-l pl-5">
          {entries.map((entry) => (
            <li key={entry.id} className="relative grid gap-1">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-background bg-primary"
              />
              <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium">
                {entry.fromStatus ? (
                  <>
                    <span>{statusLabel(entry.fromStatus)}</span>
                    <ArrowRightIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                    <span className="sr-only">to</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Created as</span>
                )}
                <span>{statusLabel(entry.toStatus)}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.timestamp}>{formatAuditTime(entry.timestamp)}</time> (
                {formatRelative(entry.timestamp)})
              </p>
              {entry.notes?.trim() ? (
                <p className="text-sm whitespace-pre-line">{entry.notes}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
