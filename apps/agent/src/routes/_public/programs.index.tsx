import { createFileRoute } from '@tanstack/react-router';

import { parseCatalogueSearch } from '../../components/catalogue/catalogue-search';
import { ProgramCatalogue } from '../../components/catalogue/program-catalogue';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_public/programs/')({
  validateSearch: parseCatalogueSearch,
  component: ProgramsPage,
});

function ProgramsPage() {
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
      <ProgramCatalogue />
    </div>
  );
}
