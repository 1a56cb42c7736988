import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { AgenciesTable } from './agencies-table';
import { AgencyCards } from './agency-cards';
import type { AgenciesSearch } from './agencies-search';

/** Agencies with their members and roles, status, application counts and earnings. */
export function AgenciesPage({
  search,
  onSearchChange,
}: {
  search: AgenciesSearch;
  onSearchChange: (next: AgenciesSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Agencies`, t`Agencies, their members and roles, applications and earnings.`);
  const list = useQuery({
    ...trpc.admin.agency.list.queryOptions(
      { search: search.search ?? '', page: search.page ?? 1, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <ConsolePage
      title={t`Agencies`}
      description={t`Every agency, newest first. Deactivating one signs all its members out.`}
    >
      <SearchInput
        id="agencies-search"
        label={t`Search`}
        placeholder={t`Agency name or member e-mail`}
        value={search.search ?? ''}
        onSearch={(text) => onSearchChange({ search: text || undefined })}
        className="md:max-w-md"
      />
      <PagedListCard
        query={list}
        failedTitle={t`The agencies could not be loaded.`}
        loadingLabel={t`Loading agencies…`}
        skeletonRows={6}
        noun="agencies"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) =>
          wide ? <AgenciesTable agencies={data.items} /> : <AgencyCards agencies={data.items} />
        }
      </PagedListCard>
    </ConsolePage>
  );
}
