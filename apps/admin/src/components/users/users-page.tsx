import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Card, Skeleton } from '@uniguide/ui';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { TablePagination } from '../common/table-pagination';
import { UserCards } from './user-cards';
import type { UsersSearch } from './users-search';
import { UsersTable } from './users-table';

/** Spec §2 "Users": every account, searched and paged on the server (admin.user.list). */
export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
}) {
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle('Users', 'Agent and admin accounts: activate, deactivate and review them.');
  const list = useQuery({
    ...trpc.admin.user.list.queryOptions(
      { search: search.search ?? '', page: search.page ?? 1, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title="Users"
      description="Agent and admin accounts, newest first. Deactivated users cannot sign in."
    >
      <SearchInput
        id="users-search"
        label="Search"
        placeholder="Email, name or agency"
        value={search.search ?? ''}
        onSearch={(text) => onSearchChange({ search: text || undefined })}
        className="md:max-w-md"
      />
      {list.isError ? (
        <LoadFailed
          title="The users could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
            {list.data && wide ? (
              <UsersTable users={list.data.items} />
            ) : list.data ? (
              <UserCards users={list.data.items} />
            ) : (
              <div className="grid gap-2 p-4" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading users…
                </span>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-10 w-full" />
                ))}
              </div>
            )}
          </Card>
          {list.data ? (
            <TablePagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              shown={list.data.items.length}
              noun="users"
              onPageChange={(page) => onSearchChange({ ...search, page })}
            />
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
