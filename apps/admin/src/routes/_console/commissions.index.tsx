import { createFileRoute } from '@tanstack/react-router';
import { CommissionsPage } from '../../components/commissions/commissions-page';
import { parseCommissionsSearch } from '../../components/commissions/commissions-search';

/** Every agent's commissions: search, filters and paging live in the address bar. */
export const Route = createFileRoute('/_console/commissions/')({
  validateSearch: parseCommissionsSearch,
  component: CommissionsRoute,
});

function CommissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CommissionsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
