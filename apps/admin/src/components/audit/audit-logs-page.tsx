import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FilterSelect } from '@uniguide/ui';
import { ResetFiltersButton } from '../common/filter-controls';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { AuditCards } from './audit-cards';
import { AUDIT_TYPES, type AuditSearch } from './audit-search';
import { AuditTable } from './audit-table';

const ALL_TYPES = 'all';

/** docs/product.md §3 "Audit Logs", with the search and type filter applied on the server (docs/product.md §11). */
export function AuditLogsPage({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  onSearchChange: (next: AuditSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Audit Logs`, t`Who changed what, and when: every change made through the portal.`);
  const list = useQuery({
    ...trpc.admin.auditLog.list.queryOptions(
      {
        search: search.search ?? '',
        type: search.type ?? ALL_TYPES,
        ...(search.agencyId ? { agencyId: search.agencyId } : {}),
        page: search.page ?? 1,
        pageSize: PAGE_SIZE,
      },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  const { page: _page, ...filters } = search;

  return (
    <ConsolePage
      title={t`Audit Logs`}
      description={t`Every change made through the portal, newest first, with who made it and from where.`}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 md:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <SearchInput
          className="col-span-2 md:col-span-1"
          id="audit-search"
          label={t`Search`}
          placeholder={t`Action, user or resource ID`}
          value={search.search ?? ''}
          onSearch={(text) => onSearchChange({ ...filters, search: text || undefined })}
        />
        <FilterSelect
          id="audit-type"
          label={t`Type`}
          allLabel={t`All Types`}
          value={search.type}
          options={AUDIT_TYPES.map((option) => ({ ...option, label: t(option.label) }))}
          onValueChange={(type) => onSearchChange({ ...filters, type })}
        />
        <ResetFiltersButton
          disabled={!search.search && !search.type && !search.agencyId}
          onReset={() => onSearchChange({})}
        />
      </div>

      {search.agencyId ? (
        <p className="text-sm text-muted-foreground" data-testid="audit-agency-filter">
          <Trans>
            Showing agency no. {search.agencyId}: what its members did and what was done to it.
          </Trans>
        </p>
      ) : null}

      <PagedListCard
        query={list}
        failedTitle={t`The audit log could not be loaded.`}
        loadingLabel={t`Loading audit logs…`}
        skeletonRows={8}
        noun="entries"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) =>
          wide ? <AuditTable entries={data.items} /> : <AuditCards entries={data.items} />
        }
      </PagedListCard>
    </ConsolePage>
  );
}
