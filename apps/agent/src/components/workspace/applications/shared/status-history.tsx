import { statusLabel } from '@uniguide/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import { ArrowRightIcon } from 'lucide-react';
import { DatedValue } from './dated-value';
import type { StatusHistoryItem } from './types';

/** docs/product.md §3: one entry per change, from → to, with its date and notes, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusHistoryItem[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Status History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No status changes yet.</p>
        ) : (
          <ol className="relative grid gap-5 border-l pl-5">
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
                      <ArrowRightIcon
                        aria-hidden="true"
                        className="size-3.5 text-muted-foreground"
                      />
                      <span className="sr-only">to</span>
                      <span>{statusLabel(entry.toStatus)}</span>
                    </>
                  ) : (
                    <span>Created as {statusLabel(entry.toStatus).toLowerCase()}</span>
                  )}
                </p>
                <DatedValue value={entry.timestamp} className="text-sm text-muted-foreground" />
                {entry.notes?.trim() ? (
                  <p className="text-sm whitespace-pre-line">{entry.notes}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
