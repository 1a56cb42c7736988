import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { AdminInvitesCard, InviteAdminButton } from '../accounts/admin-invites';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { UserCards } from './user-cards';
import type { UsersSearch } from './users-search';
import { UsersTable } from './users-table';

/** docs/product.md §3 "Users": every account, searched and paged on the server (admin.user.list). */
export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Users`, t`Agent and admin accounts: activate, deactivate and review them.`);
  const list = useQuery({
    ...trpc.admin.user.list.queryOptions(
      { search: search.search ?? '', page: search.page ?? 1, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title={t`Users`}
      description={t`Agent and admin accounts, newest first. Deactivated users cannot sign in.`}
      actions={<InviteAdminButton />}
    >
      <AdminInvitesCard />
      <SearchInput
        id="users-search"
        label={t`Search`}
        placeholder={t`Email, name or agency`}
        value={search.search ?? ''}
        onSearch={(text) => onSearchChange({ search: text || undefined })}
        className="md:max-w-md"
      />
      <PagedListCard
        query={list}
        failedTitle={t`The users could not be loaded.`}
        loadingLabel={t`Loading users…`}
        skeletonRows={6}
        noun="users"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) => (wide ? <UsersTable users={data.items} /> : <UserCards users={data.items} />)}
      </PagedListCard>
    </ConsolePage>
  );
}
