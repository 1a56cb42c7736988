import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import type { CommissionFilter } from '@uniguide/domain';
import { Button, Skeleton } from '@uniguide/ui';
import { WalletIcon } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { CataloguePagination } from '../../catalogue/catalogue-pagination';
import { AuthRequired } from '../applications/shared/auth-required';
import { LoadFailed } from '../applications/shared/load-state';
import { ChartCard } from './chart-card';
import { CommissionCards } from './commission-cards';
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

export const NO_COMMISSIONS_TEXT =
  'Commissions appear here when an application you submitted is completed (the student has enrolled).';

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading commissions…
      </span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

function EmptyState({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <WalletIcon className="size-7" aria-hidden="true" />
      </span>
      {filtered ? (
        <>
          <h3 className="text-lg font-semibold">No commissions with this status</h3>
          <p className="max-w-sm text-muted-foreground">
            Choose another status, or show all your commissions.
          </p>
          <Button variant="outline" onClick={onShowAll}>
            Show All Commissions
          </Button>
        </>
      ) : (
        <>
          <h3 className="text-lg font-semibold">No commissions yet</h3>
          <p className="max-w-md text-muted-foreground">{NO_COMMISSIONS_TEXT}</p>
          <Button asChild variant="outline">
            <Link to="/dashboard/applications">View Applications</Link>
          </Button>
        </>
      )}
    </div>
  );
}

function ChartSkeleton({ height }: { height: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading chart…
      </span>
      <Skeleton className={`w-full ${height}`} />
    </div>
  );
}

/** /dashboard/earnings: what the agent has been paid, is owed, could earn, and every commission. */
export function EarningsPage({ status, page, onSearchChange }: EarningsPageProps) {
  const trpc = useTRPC();
  usePageTitle('Earnings', 'Your commissions: paid, due and overdue, and what is in the pipeline.');
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

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Earnings</h1>
          <p className="text-muted-foreground">
            Commissions on your students&apos; enrolments: what has been paid, what is due and what
            your applications in progress could earn.
          </p>
        </div>
        <DownloadCsvButton status={status} />
      </div>

      {summary.isError ? (
        <LoadFailed
          title="Error Loading Earnings"
          error={summary.error}
          fallback="There was a problem loading your earnings. Please try again later."
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <EarningsTotals summary={summary.data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
            <ChartCard
              title="Pipeline"
              description="Commission your active applications would earn on completion, by stage."
            >
              {summary.data ? (
                <PipelineChart stages={summary.data.pipeline} />
              ) : (
                <ChartSkeleton height="h-56" />
              )}
            </ChartCard>
            <ChartCard
              title="Earnings by month"
              description="Commission earned in each of the last 12 months, by completion date."
            >
              {summary.data ? (
                <MonthlyEarningsChart months={summary.data.months} />
              ) : (
                <ChartSkeleton height="h-56" />
              )}
            </ChartCard>
          </div>
        </>
      )}

      <section aria-labelledby="commissions-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="commissions-heading" className="text-xl font-semibold tracking-tight">
            Commissions
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {data && data.total > 0 && data.items.length > 0 ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {first}–{last} of {data.total}
              </p>
            ) : null}
            <CommissionFilterSelect
              value={status}
              onChange={(next) => onSearchChange({ status: next })}
            />
          </div>
        </div>

        {list.isError ? (
          <LoadFailed
            title="Error Loading Commissions"
            error={list.error}
            fallback="There was a problem loading your commissions. Please try again later."
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ListSkeleton />
        ) : data.items.length === 0 && data.total > 0 ? (
          <div className="grid justify-items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">This page is past the end of the list.</p>
            <Button variant="outline" onClick={() => onSearchChange({ status })}>
              Go to the First Page
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState filtered={status !== undefined} onShowAll={() => onSearchChange({})} />
        ) : (
          <div
            className={
              list.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'
            }
            aria-busy={list.isPlaceholderData || undefined}
          >
            <div className="hidden rounded-xl border bg-card md:block">
              <CommissionsTable items={data.items} />
            </div>
            <div className="md:hidden">
              <CommissionCards items={data.items} />
            </div>
            <CataloguePagination
              page={data.page}
              totalPages={totalPages}
              onPageChange={(next) => {
                onSearchChange({ status, ...(next > 1 ? { page: next } : {}) });
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}
