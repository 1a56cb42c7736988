import { createFileRoute } from '@tanstack/react-router';

import { ApplyPage } from '../../../components/workspace/applications/apply/apply-page';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';

/** Spec §2 "Apply": the application form for one program, inside the dashboard layout. */
export const Route = createFileRoute('/_authed/_workspace/apply/$programId')({
  component: ApplyRoute,
});

function ApplyRoute() {
  const { programId } = Route.useParams();
  return (
    <PageContainer>
      <ApplyPage programId={programId} />
    </PageContainer>
  );
}
