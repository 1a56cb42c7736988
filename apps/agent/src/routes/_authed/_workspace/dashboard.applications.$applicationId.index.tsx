import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { ApplicationViewPage } from '../../../components/workspace/applications/view/application-view-page';

/** The target of the list's View action: everything about one application, read-only. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/applications/$applicationId/')({
  component: ApplicationViewRoute,
});

function ApplicationViewRoute() {
  const { applicationId } = Route.useParams();
  return (
    <PageContainer>
      <ApplicationViewPage applicationId={applicationId} />
    </PageContainer>
  );
}
