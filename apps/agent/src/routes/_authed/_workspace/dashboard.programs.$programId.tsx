import { createFileRoute } from '@tanstack/react-router';

import { ProgramDetailPage } from '../../../components/catalogue/detail/program-detail-page';

/**
 * A program opened from the workspace's Programs list: the same page as /programs/{id}, inside the
 * workspace layout (sidebar, Dashboard › Programs breadcrumb, a sticky Apply bar on phones).
 */
export const Route = createFileRoute('/_authed/_workspace/dashboard/programs/$programId')({
  component: WorkspaceProgramRoute,
});

function WorkspaceProgramRoute() {
  const { programId } = Route.useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <ProgramDetailPage programId={programId} place="workspace" />
    </div>
  );
}
