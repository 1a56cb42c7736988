import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { DASHBOARD_QUERY, useFormatters, useTRPC } from '@uniguide/client';
import { Card, Skeleton } from '@uniguide/ui';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { TablePagination } from '../common/table-pagination';
import { CommissionCards } from './commission-cards';
import { CommissionsSubnav } from './commissions-subnav';
import { CommissionsTable } from './commissions-table';
import { payoutsInput, type PayoutsSearch } from './payouts-search';

function QueueSkeleton() {
  return (
    <div className="grid gap-2 p-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading payouts…</Trans>
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** What is owed across all agents, in one sentence from admin.commissions.summary. */
function QueueTotals() {
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const summary = useQuery(trpc.admin.commissions.summary.queryOptions({}, DASHBOARD_QUERY));
  if (!summary.data) return <Skeleton className="h-5 w-80" />;
  const { overdueCount, overdueFils, dueCount, dueFils } = summary.data;
  const overdue = format.count(overdueCount);
  const overdueAmount = format.aedFils(overdueFils);
  const due = format.count(dueCount);
  const dueAmount = format.aedFils(dueFils);
  return (
    <p className="text-sm" aria-live="polite">
      <span className={overdueCount > 0 ? 'font-semibold text-destructive' : 'font-semibold'}>
        {t({
          message: plural(overdueCount, {
            one: `${overdue} commission overdue (${overdueAmount})`,
            other: `${overdue} commissions overdue (${overdueAmount})`,
          }),
        })}
      </span>
      <span className="text-muted-foreground"> · </span>
      <span className="font-semibold">
        {t({
          message: plural(dueCount, {
            one: `${due} commission due later (${dueAmount})`,
            other: `${due} commissions due later (${dueAmount})`,
          }),
        })}
      </span>
    </p>
  );
}

/**
 * The payouts queue (admin.commissions.payouts): every unpaid commission, soonest payout date first,
 * overdue ones tinted, with the next move (invoice, pay) one confirmation away.
 */
export function PayoutsPage({
  search,
  onSearchChange,
}: {
  search: PayoutsSearch;
  onSearchChange: (next: PayoutsSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Payouts`, t`Unpaid commissions by payout date: invoice and pay them.`);
  const queue = useQuery({
    ...trpc.admin.commissions.payouts.queryOptions(payoutsInput(search), DASHBOARD_QUERY),
    placeholderData: keepPreviousData,
  });
  const emptyText = search.search
    ? t`No unpaid commissions match this search`
    : t`Nothing to pay: every commission is paid.`;

  return (
    <ConsolePage
      title={t`Payouts`}
      description={t`Pending and invoiced commissions, the soonest payout date first. Overdue ones are highlighted.`}
    >
      <CommissionsSubnav />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <SearchInput
          id="payouts-search"
          label={t`Search`}
          placeholder={t`Student, program, university or agent`}
          value={search.search ?? ''}
          onSearch={(text) => onSearchChange({ search: text || undefined })}
          className="md:w-md"
        />
        <QueueTotals />
      </div>
      {queue.isError ? (
        <LoadFailed
          title={t`The payouts queue could not be loaded.`}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={queue.isFetching}>
            {!queue.data ? (
              <QueueSkeleton />
            ) : wide ? (
              <CommissionsTable items={queue.data.items} emptyText={emptyText} />
            ) : (
              <CommissionCards items={queue.data.items} emptyText={emptyText} />
            )}
          </Card>
          {queue.data ? (
            <TablePagination
              page={queue.data.page}
              pageSize={queue.data.pageSize}
              total={queue.data.total}
              shown={queue.data.items.length}
              noun="unpaid commissions"
              onPageChange={(page) => onSearchChange({ ...search, page })}
            />
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
