import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { ApplicationCards } from './application-cards';
import { applicationListInput, type ApplicationsSearch } from './applications-search';
import { ApplicationsTable } from './applications-table';
import { ApplicationsToolbar, viewDescription } from './applications-toolbar';
import { ExportCsvButton } from './export-csv-button';
import { StatusInOtherViews } from './status-in-other-views';

/** Every agent's applications (admin.application.list): filtered, ordered and paged on the server. */
export function ApplicationsPage({
  search,
  onSearchChange,
}: {
  search: ApplicationsSearch;
  onSearchChange: (next: ApplicationsSearch) => void;
}) {
  const trpc = useTRPC();
  const wide = useWideScreen();
  const { t } = useLingui();
  usePageTitle(t`Applications`, t`Review, filter and update the applications agents submitted.`);
  const list = useQuery({
    ...trpc.admin.application.list.queryOptions(applicationListInput(search), DASHBOARD_QUERY),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title={t`Applications`}
      description={t(viewDescription(search))}
      actions={<ExportCsvButton search={search} />}
    >
      <ApplicationsToolbar search={search} onChange={onSearchChange} />
      <PagedListCard
        query={list}
        failedTitle={t`The applications could not be loaded.`}
        loadingLabel={t`Loading applications…`}
        skeletonRows={6}
        skeletonRowClassName="h-12"
        noun="applications"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) => (
          <>
            {wide ? (
              <ApplicationsTable items={data.items} order={search.order ?? 'newest'} />
            ) : (
              <ApplicationCards items={data.items} />
            )}
            {data.total === 0 ? (
              <StatusInOtherViews search={search} onSearchChange={onSearchChange} />
            ) : null}
          </>
        )}
      </PagedListCard>
    </ConsolePage>
  );
}
