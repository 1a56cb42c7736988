import { createFileRoute } from '@tanstack/react-router';

import { EditApplicationPage } from '../../../components/workspace/applications/edit/edit-page';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';

/** Spec §2 "Edit application", with the agent rules of DESIGN.md §4. */
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
