import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useDateFormatters, useTRPC, queryFailure } from '@uniguide/client';
import { JOURNEY_QUEUE_VIEWS, type JourneyQueueView } from '@uniguide/domain';
import {
  JOURNEY_STAGE_MESSAGES,
  JourneyFlagText,
  Label,
  NativeSelect,
  LoadingSection,
  SectionCard,
} from '@uniguide/ui';
import { useId, useState } from 'react';

/** The views as `JOURNEY_QUEUE_VIEW_LABELS` writes them in English. */
const VIEW_LABELS: Record<JourneyQueueView, MessageDescriptor> = {
  'waiting-on-us': msg`Visa stage waiting on us`,
  'permit-expiring': msg`Entry permit expiring`,
  'equivalency-due': msg`Equivalency due`,
};

const EMPTY: Record<JourneyQueueView, MessageDescriptor> = {
  'waiting-on-us': msg`No journey waits on the admin team.`,
  'permit-expiring': msg`No entry permit is close to expiring unused.`,
  'equivalency-due': msg`No equivalency is due in the next 30 days.`,
};

/**
 * The queue's journey views (docs/product.md §5.9): stages waiting on the admin team, entry permits
 * expiring unused, equivalency due within 30 days. Each row opens the application.
 */
export function JourneyQueueCard() {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const selectId = useId();
  const [view, setView] = useState<JourneyQueueView>('waiting-on-us');
  const queue = useQuery(trpc.admin.journey.queue.queryOptions({ view }));
  // "Next: Entry permit applied · due by 3 Mar 2026 · equivalency due 1 Jun 2026"
  const nextLine = (entry: NonNullable<typeof queue.data>[number]) => {
    const next = entry.next ? t(JOURNEY_STAGE_MESSAGES[entry.next]) : t`Registered`;
    const parts = [t`Next: ${next}`];
    if (entry.dueOn) {
      const due = dates.dashboardDate(entry.dueOn);
      parts.push(t`due by ${due}`);
    }
    if (view === 'equivalency-due' && entry.equivalencyDeadline) {
      const deadline = dates.dashboardDate(entry.equivalencyDeadline);
      parts.push(t`equivalency due ${deadline}`);
    }
    return parts.join(' · ');
  };
  return (
    <SectionCard
      title={t`Journeys to Enrolment`}
      description={t`Students with an offer, between the offer and registration.`}
    >
      {/* In the card's body, not its header: beside the title it squeezed it on a phone. */}
      <div className="mb-4 grid gap-1 sm:max-w-xs">
        <Label htmlFor={selectId}>
          <Trans>View</Trans>
        </Label>
        <NativeSelect
          id={selectId}
          value={view}
          onChange={(event) => setView(event.target.value as JourneyQueueView)}
        >
          {JOURNEY_QUEUE_VIEWS.map((value) => (
            <option key={value} value={value}>
              {t(VIEW_LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <LoadingSection
        pending={queue.isPending}
        failure={queryFailure(queue, t`The journeys could not be loaded.`)}
        skeletonClassName="h-24 w-full"
      />
      {queue.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(EMPTY[view])}</p>
      ) : null}
      {queue.data && queue.data.length > 0 ? (
        <ul className="divide-y" aria-label={t(VIEW_LABELS[view])}>
          {queue.data.map((entry) => (
            <li key={entry.applicationId} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <Link
                to="/applications/$applicationId"
                params={{ applicationId: String(entry.applicationId) }}
                className="w-fit text-sm font-medium break-words underline-offset-4 hover:underline"
              >
                #{entry.applicationId} · <bdi>{entry.studentName}</bdi>
              </Link>
              <p className="text-xs text-muted-foreground">{nextLine(entry)}</p>
              {entry.flags.map((flag) => (
                <p key={flag} className="text-xs text-warning">
                  <JourneyFlagText flag={flag} />
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
