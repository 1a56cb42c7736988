import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useFormatters, useTRPC } from '@uniguide/client';
import { Card, CardContent, Skeleton } from '@uniguide/ui';
import {
  BuildingIcon,
  CircleCheckIcon,
  ClockIcon,
  FileTextIcon,
  GraduationCapIcon,
  UserCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { AdminStats } from '../../lib/api-types';
import { CONSOLE_TEXTS } from '../common/console-texts';
import { LoadFailed } from '../common/load-failed';

interface StatCard {
  key: keyof AdminStats;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  icon: LucideIcon;
  tone: string;
}

/** The six counters of docs/product.md §3.5, in that order. */
export const STAT_CARDS: readonly StatCard[] = [
  {
    key: 'totalApplications',
    label: msg`Total Applications`,
    hint: msg`Every status, drafts included`,
    icon: FileTextIcon,
    tone: 'bg-primary/10 text-primary',
  },
  {
    key: 'pendingReviews',
    label: msg`Pending Reviews`,
    hint: msg`Submitted or under review`,
    icon: ClockIcon,
    tone: 'bg-warning/10 text-warning',
  },
  {
    key: 'approvedApplications',
    label: msg`Approved Applications`,
    hint: msg`Approved or completed`,
    icon: CircleCheckIcon,
    tone: 'bg-success/10 text-success',
  },
  {
    key: 'activeAgents',
    label: msg`Active Agents`,
    hint: msg`Agent accounts that can sign in`,
    icon: UserCheckIcon,
    tone: 'bg-info/10 text-info',
  },
  {
    key: 'totalStudents',
    label: msg`Total Students`,
    hint: msg`Distinct student e-mail addresses`,
    icon: GraduationCapIcon,
    tone: 'bg-primary/10 text-primary',
  },
  {
    key: 'totalUniversities',
    label: msg`Universities`,
    hint: msg`In the catalogue`,
    icon: BuildingIcon,
    tone: 'bg-muted text-muted-foreground',
  },
];

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3';

/** The overview's counters (admin.stats); a failure says so in the card area (docs/product.md §6). */
export function StatCards() {
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions(undefined, DASHBOARD_QUERY));

  if (stats.isError) {
    return (
      <section aria-label={t`Statistics`}>
        <LoadFailed
          title={t(CONSOLE_TEXTS.adminStatsFailed)}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      </section>
    );
  }

  return (
    <section aria-label={t`Statistics`} aria-busy={stats.isPending} className={GRID}>
      {STAT_CARDS.map((card) => (
        <Card key={card.key} className="gap-0 py-4 sm:py-5">
          <CardContent className="flex items-start justify-between gap-4 px-4 sm:px-5">
            <div className="grid min-w-0 gap-1">
              <h2 className="text-sm font-medium text-muted-foreground">{t(card.label)}</h2>
              {stats.data ? (
                <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
                  {format.count(stats.data[card.key])}
                </p>
              ) : (
                <Skeleton className="my-1 h-7 w-16" />
              )}
              <p className="text-xs text-muted-foreground">{t(card.hint)}</p>
            </div>
            <span
              aria-hidden="true"
              // Phones show two cards a row; the icon would squeeze the figures.
              className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${card.tone}`}
            >
              <card.icon className="size-5" />
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
