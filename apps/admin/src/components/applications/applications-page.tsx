import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Card, Skeleton } from '@uniguide/ui';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { TablePagination } from '../common/table-pagination';
import { ApplicationCards } from './application-cards';
import { applicationListInput, type ApplicationsSearch } from './applications-search';
import { ApplicationsTable } from './applications-table';
import { ApplicationsToolbar } from './applications-toolbar';
import { ExportCsvButton } from './export-csv-button';

function TableSkeleton() {
  return (
    <div className="grid gap-2 p-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading applications…
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

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
  usePageTitle('Applications', 'Review, filter and update the applications agents submitted.');
  const list = useQuery({
    ...trpc.admin.application.list.queryOptions(applicationListInput(search), DASHBOARD_QUERY),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title="Applications"
      description="Every application agents have started or submitted, most recently updated first."
      actions={<ExportCsvButton search={search} />}
    >
      <ApplicationsToolbar search={search} onChange={onSearchChange} />
      {list.isError ? (
        <LoadFailed
          title="The applications could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
            {!list.data ? (
              <TableSkeleton />
            ) : wide ? (
              <ApplicationsTable items={list.data.items} order={search.order ?? 'newest'} />
            ) : (
              <ApplicationCards items={list.data.items} />
            )}
          </Card>
          {list.data ? (
            <TablePagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              shown={list.data.items.length}
              noun="applications"
              onPageChange={(page) => onSearchChange({ ...search, page })}
            />
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
