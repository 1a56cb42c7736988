import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isClientError, useTRPC } from '@uniguide/client';

import { CatalogueBreadcrumb } from '../../components/catalogue/catalogue-breadcrumb';
import {
  catalogueListInput,
  parseCatalogueSearch,
} from '../../components/catalogue/catalogue-search';
import { formatPlace } from '@uniguide/domain';
import { parseId } from '../../components/catalogue/parse-id';
import { ProgramCatalogue } from '../../components/catalogue/program-catalogue';
import {
  UniversityProfileHeader,
  UniversityProfileSkeleton,
} from '../../components/catalogue/university-profile';
import { usePageMeta } from '../../lib/page-meta';
import { catalogueTrail } from '../../lib/breadcrumbs';
import { universityStructuredData } from '../../lib/structured-data';

// Fetched only for an id the catalogue does not hold (docs/decisions/086-first-page-javascript.md).
const UniversityNotFound = lazy(() =>
  import('../../components/catalogue/university-not-found').then((module) => ({
    default: module.UniversityNotFound,
  })),
);

export const Route = createFileRoute('/_public/universities/$universityId')({
  validateSearch: parseCatalogueSearch,
  loaderDeps: ({ search }) => search,
  // Rendered on the server (and hydrated) with the university and its first programs; in the browser
  // the page fetches them itself (docs/decisions/040-server-rendered-pages.md).
  loader: async ({ context: { queryClient, trpc, awaitPageData }, params, deps }) => {
    const id = parseId(params.universityId);
    if (id === undefined || !awaitPageData?.()) return;
    const university = trpc.university.byId.queryOptions({ id });
    // A page the server rendered as not found hydrates as it is, without asking again.
    if (isClientError(queryClient.getQueryState(university.queryKey)?.error)) return;
    await Promise.all([
      queryClient.prefetchQuery(university),
      queryClient.prefetchQuery(trpc.program.list.queryOptions(catalogueListInput(deps, id))),
      queryClient.prefetchQuery(trpc.university.list.queryOptions()),
    ]);
  },
  component: UniversityPage,
});

function UniversityPage() {
  const { universityId } = Route.useParams();
  const id = parseId(universityId);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.university.byId.queryOptions({ id: id ?? 0 });
  const university = useQuery({
    ...options,
    enabled: id !== undefined,
    // As on the program page: a known 404 is not asked again on mount.
    retryOnMount: !isClientError(queryClient.getQueryState(options.queryKey)?.error),
  });

  const { t, i18n } = useLingui();
  const data = university.data;
  const notFound = id === undefined || university.isError;
  const name = data?.name ?? '';
  const place = data ? formatPlace(data.location, data.emirate) || t`UAE` : '';
  usePageMeta(
    data
      ? {
          title: data.name,
          description: t`${name} (${place}): programs, tuition fees, intakes and scholarships for international students.`,
          path: `/universities/${data.id}`,
          image: data.imageUrl ?? data.logoUrl ?? undefined,
          structuredData: import.meta.env.SSR
            ? [
                universityStructuredData(data),
                catalogueTrail(i18n, data.name, `/universities/${data.id}`),
              ]
            : undefined,
        }
      : {
          title: notFound ? t`University Not Found` : t`University`,
          description: t`The university you are looking for could not be found.`,
          notFound,
        },
  );

  if (notFound) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={null}>
          <UniversityNotFound />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <CatalogueBreadcrumb current={data?.name ?? t`University`} />

      {data ? <UniversityProfileHeader university={data} /> : <UniversityProfileSkeleton />}

      <section aria-labelledby="university-programs-heading" className="grid gap-6">
        <h2 id="university-programs-heading" className="text-2xl font-bold tracking-tight">
          {data ? <Trans>Programs at {name}</Trans> : <Trans>Programs</Trans>}
        </h2>
        <ProgramCatalogue universityId={id} />
      </section>
    </div>
  );
}
