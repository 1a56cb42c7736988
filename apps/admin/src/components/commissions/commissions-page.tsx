import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { CommissionCards } from './commission-cards';
import { CommissionSummaryCards } from './commission-summary-cards';
import { CommissionsSubnav } from './commissions-subnav';
import {
  commissionListInput,
  hasCommissionFilters,
  type CommissionsSearch,
} from './commissions-search';
import { CommissionsTable } from './commissions-table';
import { CommissionsToolbar } from './commissions-toolbar';
import { ExportCommissionsButton } from './export-commissions-button';

/**
 * Every agent's commissions (admin.commissions.list): totals, filters, the list with its status
 * moves, and the CSV export of what is filtered.
 */
export function CommissionsPage({
  search,
  onSearchChange,
}: {
  search: CommissionsSearch;
  onSearchChange: (next: CommissionsSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Commissions`, t`Commissions agents earned: totals, payout dates and status.`);
  const summary = useQuery(
    trpc.admin.commissions.summary.queryOptions(
      search.agentId ? { agentId: search.agentId } : {},
      DASHBOARD_QUERY,
    ),
  );
  const list = useQuery({
    ...trpc.admin.commissions.list.queryOptions(commissionListInput(search), DASHBOARD_QUERY),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
  const emptyText = hasCommissionFilters(search)
    ? t`No commissions match these filters`
    : t`No commissions yet: one is earned when an application is completed.`;

  return (
    <ConsolePage
      title={t`Commissions`}
      description={t`Earned when an application is completed; due the university's payout lag later. Move each one to invoiced and paid as it happens.`}
      actions={<ExportCommissionsButton search={search} />}
    >
      <CommissionsSubnav />
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {search.agentId ? t`Totals for the chosen agent` : t`Totals across all agents`}
        </p>
        {summary.isError ? (
          <LoadFailed
            title={t`The totals could not be loaded.`}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <CommissionSummaryCards totals={summary.data} />
        )}
      </div>
      <CommissionsToolbar search={search} onChange={onSearchChange} />
      <PagedListCard
        query={list}
        failedTitle={t`The commissions could not be loaded.`}
        loadingLabel={t`Loading commissions…`}
        skeletonRows={6}
        skeletonRowClassName="h-12"
        noun="commissions"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) =>
          wide ? (
            <CommissionsTable items={data.items} emptyText={emptyText} />
          ) : (
            <CommissionCards items={data.items} emptyText={emptyText} />
          )
        }
      </PagedListCard>
    </ConsolePage>
  );
}
