import { createFileRoute } from '@tanstack/react-router';

import { ApplicationsPage } from '../../../components/workspace/applications/list/applications-page';
import { parseApplicationsSearch } from '../../../components/workspace/applications/list/list-search';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';

/** docs/product.md §3 "My Applications": the agent's applications, filtered and paged on the server. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/applications/')({
  validateSearch: parseApplicationsSearch,
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageContainer>
      <ApplicationsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    </PageContainer>
  );
}
