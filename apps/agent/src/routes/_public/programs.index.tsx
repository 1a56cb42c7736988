import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';

import {
  catalogueListInput,
  parseCatalogueSearch,
} from '../../components/catalogue/catalogue-search';
import { CatalogueSkeleton } from '../../components/catalogue/catalogue-skeleton';
import { loadProgramCatalogue } from '../../components/catalogue/load-program-catalogue';
import { preloadModule } from '../../lib/loaded-modules';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { usePageMeta } from '../../lib/page-meta';
import { catalogueTrail } from '../../lib/breadcrumbs';

// The page's own chunk is small, so its heading and the catalogue's skeleton paint as soon as it arrives;
// the catalogue itself (search box, filters, grid) is fetched from the loader, alongside the page's own
// chunk, and rendered in place of the skeleton when it arrives (useLoadedModule: not through Suspense,
// whose reveals React holds back for 300 ms).

export const Route = createFileRoute('/_public/programs/')({
  validateSearch: parseCatalogueSearch,
  loaderDeps: ({ search }) => search,
  // The catalogue's code, its list and the filter panel's universities are requested as soon as the
  // route matches, before the page renders; not awaited, so the heading and the skeleton paint at once.
  // A server render (and the hydration of its page) waits for all three instead, so the page arrives
  // with its cards (docs/decisions/040-server-rendered-pages.md).
  loader: async ({ context: { queryClient, trpc, awaitPageData }, deps }) => {
    const list = queryClient.prefetchQuery(
      trpc.program.list.queryOptions(catalogueListInput(deps)),
    );
    const universities = queryClient.prefetchQuery(trpc.university.list.queryOptions());
    if (awaitPageData?.()) {
      await Promise.all([preloadModule(loadProgramCatalogue), list, universities]);
      return;
    }
    // A failed fetch is shown by the page, which asks again when it renders.
    loadProgramCatalogue().catch(() => undefined);
  },
  component: ProgramsPage,
});

function ProgramsPage() {
  const catalogue = useLoadedModule(loadProgramCatalogue);
  const search = Route.useSearch();
  const router = useRouter();
  const page = search.page ?? 1;
  const { t, i18n } = useLingui();
  usePageMeta({
    title: page > 1 ? t`Explore Programs (page ${page})` : t`Explore Programs`,
    description: t`Discover academic programs offered by top UAE universities: filter by university, tuition fee, degree level, field of study, duration and scholarships.`,
    // Only what the catalogue reads: a shared link's tracking parameters are not another page.
    path: router.buildLocation({ to: '/programs', search: parseCatalogueSearch(search) }).href,
    structuredData: import.meta.env.SSR ? [catalogueTrail(i18n)] : undefined,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-12">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Explore Programs</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>Discover academic programs offered by top UAE universities.</Trans>
        </p>
      </div>
      {catalogue ? <catalogue.ProgramCatalogue /> : <CatalogueSkeleton />}
    </div>
  );
}
