import { createFileRoute } from '@tanstack/react-router';

import { ApplyPage } from '../../../components/workspace/applications/apply/apply-page';
import { parseApplySearch } from '../../../components/workspace/applications/apply/apply-search';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';

/** docs/product.md §3 "Apply": the application form for one program, inside the dashboard layout. */
export const Route = createFileRoute('/_authed/_workspace/apply/$programId')({
  // ?studentId=12 opens the form with that existing student chosen (the student page's button).
  validateSearch: parseApplySearch,
  component: ApplyRoute,
});

function ApplyRoute() {
  const { programId } = Route.useParams();
  const { studentId } = Route.useSearch();
  return (
    <PageContainer>
      <ApplyPage programId={programId} studentId={studentId} />
    </PageContainer>
  );
}
