import { createFileRoute } from '@tanstack/react-router';

import {
  catalogueListInput,
  parseCatalogueSearch,
} from '../../components/catalogue/catalogue-search';
import { CatalogueSkeleton } from '../../components/catalogue/catalogue-skeleton';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { usePageTitle } from '../../lib/use-page-title';

// The page's own chunk is small, so its heading and the catalogue's skeleton paint as soon as it arrives;
// the catalogue itself (search box, filters, grid) is fetched from the loader, alongside the page's own
// chunk, and rendered in place of the skeleton when it arrives (useLoadedModule: not through Suspense,
// whose reveals React holds back for 300 ms).
const loadCatalogue = () => import('../../components/catalogue/program-catalogue');

export const Route = createFileRoute('/_public/programs/')({
  validateSearch: parseCatalogueSearch,
  loaderDeps: ({ search }) => search,
  // The catalogue's code, its list and the filter panel's universities are requested as soon as the
  // route matches, before the page renders; not awaited, so the heading and the skeleton paint at once.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    // A failed fetch is shown by the page, which asks again when it renders.
    loadCatalogue().catch(() => undefined);
    void queryClient.prefetchQuery(trpc.program.list.queryOptions(catalogueListInput(deps)));
    void queryClient.prefetchQuery(trpc.university.list.queryOptions());
  },
  component: ProgramsPage,
});

function ProgramsPage() {
  const catalogue = useLoadedModule(loadCatalogue);
  usePageTitle(
    'Explore Programs',
    'Discover academic programs offered by top UAE universities: filter by university, tuition fee, degree level, field of study, duration and scholarships.',
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-12">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Explore Programs</h1>
        <p className="text-lg text-muted-foreground">
          Discover academic programs offered by top UAE universities.
        </p>
      </div>
      {catalogue ? <catalogue.ProgramCatalogue /> : <CatalogueSkeleton />}
    </div>
  );
}
