import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '../../components/applications/detail/application-detail-page';
import { parseId } from '../../lib/parse-id';

export const Route = createFileRoute('/_console/applications/$applicationId')({
  component: ApplicationRoute,
});

function ApplicationRoute() {
  const { applicationId } = Route.useParams();
  // An address that is no id at all answers like a missing application, without asking the server.
  return <ApplicationDetailPage applicationId={parseId(applicationId)} />;
}
