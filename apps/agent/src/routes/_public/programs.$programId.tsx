import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isClientError, PROGRAM_DETAIL_QUERY, useTRPC } from '@uniguide/client';
import { formatTuition, MESSAGES } from '@uniguide/domain';

import { ProgramDetailSkeleton } from '../../components/catalogue/detail/program-detail-skeleton';
import { ProgramDetailView } from '../../components/catalogue/detail/program-detail-view';
import { ProgramNotFound } from '../../components/catalogue/detail/program-not-found';
import { parseId } from '../../components/catalogue/parse-id';
import { usePageMeta } from '../../lib/page-meta';
import { catalogueTrail, programStructuredData, programSummary } from '../../lib/structured-data';

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
  component: ProgramDetailPage,
});

function ProgramDetailPage() {
  const { programId } = Route.useParams();
  const id = parseId(programId);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.program.byId.queryOptions({ id: id ?? 0 }, PROGRAM_DETAIL_QUERY);
  const program = useQuery({
    // PROGRAM_DETAIL_QUERY retries only failures a retry can fix: never a 404.
    ...options,
    enabled: id !== undefined,
    // Nor is a known 404 asked again on mount: a page rendered on the server as not found (and its
    // hydration) shows the not-found state rather than a skeleton while asking once more.
    retryOnMount: !isClientError(queryClient.getQueryState(options.queryKey)?.error),
  });

  const data = program.data;
  const notFound = id === undefined || program.isError;
  usePageMeta(
    data
      ? {
          title: data.name,
          description: programSummary(data),
          path: `/programs/${data.id}`,
          image: data.university.imageUrl ?? undefined,
          type: 'article',
          structuredData: [
            programStructuredData(data),
            catalogueTrail(data.name, `/programs/${data.id}`),
          ],
          previewFacts: [
            data.university.name,
            data.degree,
            data.tuitionAed !== null ? formatTuition(data.tuitionAed) : null,
          ],
        }
      : {
          title: notFound ? MESSAGES.programNotFound : 'Program Details',
          description: MESSAGES.programNotFoundDescription,
          notFound,
        },
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {notFound ? (
        <ProgramNotFound />
      ) : data ? (
        <ProgramDetailView program={data} />
      ) : (
        <ProgramDetailSkeleton />
      )}
    </div>
  );
}
