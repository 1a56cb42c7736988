import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import type { CommissionFilter } from '@uniguide/domain';
import { Button, ChartSkeleton, SectionCard } from '@uniguide/ui';
import { WalletIcon } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthRequired } from '../applications/shared/auth-required';
import { LoadFailed } from '../applications/shared/load-state';
import { ListEmptyState } from '../common/list-empty-state';
import { ListSkeleton } from '../common/list-skeleton';
import { PageHeading } from '../common/page-heading';
import { PagedList, ShowingRange } from '../common/paged-list';
import { CommissionCards } from './commission-cards';
import { SplitEarningsCard } from './split-earnings-card';
import { CommissionFilterSelect } from './commission-filter';
import { CommissionsTable } from './commissions-table';
import { DownloadCsvButton } from './download-csv-button';
import { EarningsTotals } from './earnings-totals';
import { COMMISSIONS_PAGE_SIZE, type EarningsSearch } from './earnings-search';
import { MonthlyEarningsChart } from './monthly-earnings-chart';
import { PipelineChart } from './pipeline-chart';

export interface EarningsPageProps {
  status: CommissionFilter | undefined;
  page: number;
  onSearchChange: (search: EarningsSearch) => void;
}

export const NO_COMMISSIONS_TEXT = msg`Commissions appear here when an application you submitted is completed (the student has enrolled).`;

function EmptyState({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  const { t } = useLingui();
  return filtered ? (
    <ListEmptyState
      icon={WalletIcon}
      headingLevel="h3"
      className="py-12"
      title={t`No commissions with this status`}
      description={t`Choose another status, or show all your commissions.`}
      action={
        <Button variant="outline" onClick={onShowAll}>
          <Trans>Show All Commissions</Trans>
        </Button>
      }
    />
  ) : (
    <ListEmptyState
      icon={WalletIcon}
      headingLevel="h3"
      className="py-12"
      title={t`No commissions yet`}
      description={t(NO_COMMISSIONS_TEXT)}
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/applications">
            <Trans>View Applications</Trans>
          </Link>
        </Button>
      }
    />
  );
}

/** /dashboard/earnings: what the agent has been paid, is owed, could earn, and every commission. */
export function EarningsPage({ status, page, onSearchChange }: EarningsPageProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(
    t`Earnings`,
    t`Your commissions: paid, due and overdue, and what is in the pipeline.`,
  );
  const summary = useQuery(trpc.commission.earnings.queryOptions(undefined, DASHBOARD_QUERY));
  const list = useQuery({
    ...trpc.commission.list.queryOptions(
      { page, pageSize: COMMISSIONS_PAGE_SIZE, ...(status ? { status } : {}) },
      DASHBOARD_QUERY,
    ),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  if (
    (summary.isError && errorStatus(summary.error) === 401) ||
    (list.isError && errorStatus(list.error) === 401)
  ) {
    return <AuthRequired redirectTo="/dashboard/earnings" />;
  }

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`Earnings`}
        description={t`Commissions on your students' enrolments: what has been paid, what is due and what your applications in progress could earn.`}
        action={<DownloadCsvButton status={status} />}
      />

      {summary.isError ? (
        <LoadFailed
          title={t`Error Loading Earnings`}
          error={summary.error}
          fallback={t`There was a problem loading your earnings. Please try again later.`}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <EarningsTotals summary={summary.data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
            <SectionCard
              title={t`Pipeline`}
              description={t`Commission your active applications would earn on completion, by stage.`}
            >
              {summary.data ? (
                <PipelineChart stages={summary.data.pipeline} />
              ) : (
                <ChartSkeleton height="h-56" />
              )}
            </SectionCard>
            <SectionCard
              title={t`Earnings by month`}
              description={t`Commission earned in each of the last 12 months, by completion date.`}
            >
              {summary.data ? (
                <MonthlyEarningsChart months={summary.data.months} />
              ) : (
                <ChartSkeleton height="h-56" />
              )}
            </SectionCard>
          </div>
        </>
      )}

      <SplitEarningsCard />

      <section aria-labelledby="commissions-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="commissions-heading" className="text-xl font-semibold tracking-tight">
            <Trans>Commissions</Trans>
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ShowingRange data={list.data} />
            <CommissionFilterSelect
              value={status}
              onChange={(next) => onSearchChange({ status: next })}
            />
          </div>
        </div>

        <PagedList
          query={list}
          skeleton={<ListSkeleton label={t`Loading commissions…`} rows={4} rowClassName="h-16" />}
          empty={
            <EmptyState filtered={status !== undefined} onShowAll={() => onSearchChange({})} />
          }
          errorTitle={t`Error Loading Commissions`}
          errorFallback={t`There was a problem loading your commissions. Please try again later.`}
          table={(items) => <CommissionsTable items={items} />}
          cards={(items) => <CommissionCards items={items} />}
          onFirstPage={() => onSearchChange({ status })}
          onPageChange={(next) => onSearchChange({ status, ...(next > 1 ? { page: next } : {}) })}
        />
      </section>
    </div>
  );
}
