import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, useTRPC } from '@uniguide/client';
import {
  JOURNEY_QUEUE_VIEWS,
  JOURNEY_QUEUE_VIEW_LABELS,
  type JourneyQueueView,
} from '@uniguide/domain';
import { formatDashboardDate } from '@uniguide/domain/format-date';
import { JOURNEY_FLAG_TEXTS, Label, NativeSelect, Skeleton } from '@uniguide/ui';
import { useId, useState } from 'react';
import { SectionCard } from '../common/section-card';

const EMPTY: Record<JourneyQueueView, string> = {
  'waiting-on-us': 'No journey waits on the admin team.',
  'permit-expiring': 'No entry permit is close to expiring unused.',
  'equivalency-due': 'No equivalency is due in the next 30 days.',
};

/**
 * The queue's journey views (docs/product.md §5.9): stages waiting on the admin team, entry permits
 * expiring unused, equivalency due within 30 days. Each row opens the application.
 */
export function JourneyQueueCard() {
  const trpc = useTRPC();
  const selectId = useId();
  const [view, setView] = useState<JourneyQueueView>('waiting-on-us');
  const queue = useQuery(trpc.admin.journey.queue.queryOptions({ view }));
  return (
    <SectionCard
      title="Journeys to Enrolment"
      description="Students with an offer, between the offer and registration."
    >
      {/* In the card's body, not its header: beside the title it squeezed it on a phone. */}
      <div className="mb-4 grid gap-1 sm:max-w-xs">
        <Label htmlFor={selectId}>View</Label>
        <NativeSelect
          id={selectId}
          value={view}
          onChange={(event) => setView(event.target.value as JourneyQueueView)}
        >
          {JOURNEY_QUEUE_VIEWS.map((value) => (
            <option key={value} value={value}>
              {JOURNEY_QUEUE_VIEW_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {queue.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {queue.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(queue.error, 'The journeys could not be loaded.')}
        </p>
      ) : null}
      {queue.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{EMPTY[view]}</p>
      ) : null}
      {queue.data && queue.data.length > 0 ? (
        <ul className="divide-y" aria-label={JOURNEY_QUEUE_VIEW_LABELS[view]}>
          {queue.data.map((entry) => (
            <li key={entry.applicationId} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <Link
                to="/applications/$applicationId"
                params={{ applicationId: String(entry.applicationId) }}
                className="w-fit text-sm font-medium break-words underline-offset-4 hover:underline"
              >
                #{entry.applicationId} · {entry.studentName}
              </Link>
              <p className="text-xs text-muted-foreground">
                Next: {entry.nextLabel ?? 'Registered'}
                {entry.dueOn ? ` · due by ${formatDashboardDate(entry.dueOn)}` : ''}
                {view === 'equivalency-due' && entry.equivalencyDeadline
                  ? ` · equivalency due ${formatDashboardDate(entry.equivalencyDeadline)}`
                  : ''}
              </p>
              {entry.flags.map((flag) => (
                <p key={flag} className="text-xs text-warning">
                  {JOURNEY_FLAG_TEXTS[flag]}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
