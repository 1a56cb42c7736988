import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDateFormatters } from '@uniguide/client';
import { DocumentProgress, Skeleton, StatusBadge, useStatusLabel } from '@uniguide/ui';

import { DashboardCard } from '../common/dashboard-card';
import { PRODUCT_TEXTS } from '../common/product-texts';

export interface RecentApplication {
  id: number;
  status: string;
  studentFirstName: string;
  studentLastName: string;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  program: { name: string; universityName: string };
  /** The checklist's count, computed from the files on record ("2 of 3 documents"). */
  documents?: { complete: number; total: number };
}

/** Rows while the list loads: the number the list will show at most. */
const PLACEHOLDER_ROWS = 5;

/**
 * What last happened to the application, in words, and when: a draft was saved (never "submitted"),
 * a submitted one was submitted, any later status was moved to by the review.
 */
function lastActivity(
  i18n: I18n,
  statusText: (status: string) => string,
  application: RecentApplication,
): { text: string; date: string } {
  if (application.status === 'draft') {
    return { text: i18n._(msg`Draft saved`), date: application.updatedAt };
  }
  if (application.status === 'submitted') {
    return {
      // The event, not the column heading of the same English word.
      text: i18n._(msg({ message: 'Submitted', context: 'activity' })),
      date: application.submittedAt ?? application.updatedAt,
    };
  }
  const status = statusText(application.status);
  return { text: i18n._(msg`Status changed to ${status}`), date: application.updatedAt };
}

function RecentRow({ application }: { application: RecentApplication }) {
  const { i18n } = useLingui();
  const dates = useDateFormatters();
  const statusText = useStatusLabel();
  const activity = lastActivity(i18n, statusText, application);
  return (
    <li className="grid gap-1.5 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto] sm:gap-x-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-medium break-words">
          <Link
            to="/dashboard/applications/$applicationId"
            params={{ applicationId: String(application.id) }}
            className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {application.program.name}
          </Link>
        </h3>
        <StatusBadge status={application.status} />
      </div>
      <p className="order-last text-xs text-muted-foreground sm:order-none sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:text-end">
        {activity.text}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <time dateTime={activity.date}>{dates.dashboardDate(activity.date)}</time>
      </p>
      <p className="text-sm text-muted-foreground">
        <bdi className="text-foreground">
          {application.studentFirstName} {application.studentLastName}
        </bdi>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <bdi>{application.program.universityName}</bdi>
        {application.documents ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <DocumentProgress progress={application.documents} />
          </>
        ) : null}
      </p>
    </li>
  );
}

/** docs/product.md §3: the five newest applications by creation date, or the empty text. */
export function RecentActivity({ applications }: { applications?: RecentApplication[] }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Recent Activity`}
      action={
        <Link
          to="/dashboard/applications"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Trans>
            View all<span className="sr-only"> applications</span>
          </Trans>
        </Link>
      }
      busy={applications === undefined}
    >
      {applications === undefined ? (
        <ul className="grid gap-5" aria-label={t`Loading recent activity`}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <li key={index} className="grid gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : applications.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {t(PRODUCT_TEXTS.noRecentActivity)}
        </p>
      ) : (
        <ul className="divide-y" aria-label={t`Recent applications`}>
          {applications.map((application) => (
            <RecentRow key={application.id} application={application} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
