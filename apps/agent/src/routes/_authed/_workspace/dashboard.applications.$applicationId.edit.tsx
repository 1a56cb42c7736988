import { createFileRoute } from '@tanstack/react-router';

import { EditApplicationPage } from '../../../components/workspace/applications/edit/edit-page';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';

/** docs/product.md §3 "Edit application", with the agent rules of docs/product.md §5.2. */
export const Route = createFileRoute(
  '/_authed/_workspace/dashboard/applications/$applicationId/edit',
)({
  component: EditApplicationRoute,
});

function EditApplicationRoute() {
  const { applicationId } = Route.useParams();
  return (
    <PageContainer>
      <EditApplicationPage applicationId={applicationId} />
    </PageContainer>
  );
}
