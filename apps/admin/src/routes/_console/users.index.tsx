import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../components/users/users-page';
import { parseUsersSearch } from '../../components/users/users-search';

/** docs/product.md §3 "Users": search and page live in the address bar. */
export const Route = createFileRoute('/_console/users/')({
  validateSearch: parseUsersSearch,
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
