import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { EarningsPage } from '../../../components/workspace/earnings/earnings-page';
import { parseEarningsSearch } from '../../../components/workspace/earnings/earnings-search';

/** The agent's commissions: totals, pipeline, earnings by month and the list (filter and page in the URL). */
export const Route = createFileRoute('/_authed/_workspace/dashboard/earnings')({
  validateSearch: parseEarningsSearch,
  component: EarningsRoute,
});

function EarningsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageContainer>
      <EarningsPage
        status={search.status}
        page={search.page ?? 1}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    </PageContainer>
  );
}
