import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { StudentPage } from '../../../components/workspace/students/detail/student-page';

/** One student: profile, documents on file and every application. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/students/$studentId')({
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return (
    <PageContainer>
      <StudentPage studentId={studentId} />
    </PageContainer>
  );
}
