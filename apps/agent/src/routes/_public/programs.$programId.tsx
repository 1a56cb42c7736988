import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PROGRAM_DETAIL_QUERY, useTRPC } from '@uniguide/client';
import { MESSAGES, PROGRAM_DESCRIPTION_FALLBACK } from '@uniguide/domain';

import { ProgramDetailSkeleton } from '../../components/catalogue/detail/program-detail-skeleton';
import { ProgramDetailView } from '../../components/catalogue/detail/program-detail-view';
import { ProgramNotFound } from '../../components/catalogue/detail/program-not-found';
import { parseId } from '../../components/catalogue/parse-id';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_public/programs/$programId')({
  component: ProgramDetailPage,
});

function ProgramDetailPage() {
  const { programId } = Route.useParams();
  const id = parseId(programId);
  const trpc = useTRPC();
  const program = useQuery({
    // PROGRAM_DETAIL_QUERY retries only failures a retry can fix: never a 404.
    ...trpc.program.byId.queryOptions({ id: id ?? 0 }, PROGRAM_DETAIL_QUERY),
    enabled: id !== undefined,
  });

  const data = program.data;
  usePageTitle(
    data
      ? data.name
      : program.isPending && id !== undefined
        ? 'Program Details'
        : MESSAGES.programNotFound,
    data
      ? `${data.name} at ${data.university.name}: ${data.description?.trim() || PROGRAM_DESCRIPTION_FALLBACK}`.slice(
          0,
          300,
        )
      : MESSAGES.programNotFoundDescription,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {id === undefined || program.isError ? (
        <ProgramNotFound />
      ) : data ? (
        <ProgramDetailView program={data} />
      ) : (
        <ProgramDetailSkeleton />
      )}
    </div>
  );
}
