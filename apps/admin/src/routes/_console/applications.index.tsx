import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../components/applications/applications-page';
import { parseApplicationsSearch } from '../../components/applications/applications-search';

/** docs/product.md §3 "Applications": search, status filter, order and paging live in the address bar. */
export const Route = createFileRoute('/_console/applications/')({
  validateSearch: parseApplicationsSearch,
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ApplicationsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
