import { createFileRoute } from '@tanstack/react-router';
import { AgenciesPage } from '../../components/agencies/agencies-page';
import { parseAgenciesSearch } from '../../components/agencies/agencies-search';

/** Agencies: search and page live in the address bar. */
export const Route = createFileRoute('/_console/agencies')({
  validateSearch: parseAgenciesSearch,
  component: AgenciesRoute,
});

function AgenciesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AgenciesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
