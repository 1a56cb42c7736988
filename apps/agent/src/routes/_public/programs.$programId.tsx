import { createFileRoute } from '@tanstack/react-router';

import { ProgramDetailPage } from '../../components/catalogue/detail/program-detail-page';

export const Route = createFileRoute('/_public/programs/$programId')({
  component: PublicProgramRoute,
});

function PublicProgramRoute() {
  const { programId } = Route.useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <ProgramDetailPage programId={programId} place="public" />
    </div>
  );
}
