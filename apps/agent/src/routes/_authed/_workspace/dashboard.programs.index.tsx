import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { parseCatalogueSearch } from '../../../components/catalogue/catalogue-search';
import { ProgramCatalogue } from '../../../components/catalogue/program-catalogue';
import { usePageTitle } from '../../../lib/use-page-title';

/** The catalogue inside the dashboard (docs/product.md §3): same filters, search and pages as /programs. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/programs/')({
  validateSearch: parseCatalogueSearch,
  component: DashboardProgramsRoute,
});

function DashboardProgramsRoute() {
  const { t } = useLingui();
  usePageTitle(
    t`Programs`,
    t`Browse and filter the programs of UAE universities, and start an application.`,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="mb-6 grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          <Trans>Programs</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Discover academic programs offered by top UAE universities.</Trans>
        </p>
      </div>
      <ProgramCatalogue place="workspace" />
    </div>
  );
}
