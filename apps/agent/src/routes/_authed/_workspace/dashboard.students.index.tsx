import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { StudentsPage } from '../../../components/workspace/students/list/students-page';
import { parseStudentsSearch } from '../../../components/workspace/students/list/students-search';

/** The agent's students, searched and paged on the server; the search lives in the address. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/students/')({
  validateSearch: parseStudentsSearch,
  component: StudentsRoute,
});

function StudentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageContainer>
      <StudentsPage
        search={search.search}
        counsellor={search.counsellor}
        page={search.page ?? 1}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    </PageContainer>
  );
}
