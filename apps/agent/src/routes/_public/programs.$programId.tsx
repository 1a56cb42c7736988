import { createFileRoute } from '@tanstack/react-router';
import { isClientError, PROGRAM_DETAIL_QUERY } from '@uniguide/client';

import { ProgramDetailPage } from '../../components/catalogue/detail/program-detail-page';
import { parseId } from '../../components/catalogue/parse-id';

export const Route = createFileRoute('/_public/programs/$programId')({
  // Rendered on the server (and hydrated) with its program; in the browser the page fetches it itself
  // and shows a skeleton meanwhile (docs/decisions/040-server-rendered-pages.md).
  loader: async ({ context: { queryClient, trpc, awaitPageData }, params }) => {
    const id = parseId(params.programId);
    if (id === undefined || !awaitPageData?.()) return;
    const options = trpc.program.byId.queryOptions({ id }, PROGRAM_DETAIL_QUERY);
    // A page the server rendered as not found hydrates as it is, without asking again.
    if (isClientError(queryClient.getQueryState(options.queryKey)?.error)) return;
    await queryClient.prefetchQuery(options);
  },
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
