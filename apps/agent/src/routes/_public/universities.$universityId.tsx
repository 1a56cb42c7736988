import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';

import { CatalogueBreadcrumb } from '../../components/catalogue/catalogue-breadcrumb';
import { parseCatalogueSearch } from '../../components/catalogue/catalogue-search';
import { formatPlace } from '@uniguide/domain';
import { parseId } from '../../components/catalogue/parse-id';
import { ProgramCatalogue } from '../../components/catalogue/program-catalogue';
import {
  UniversityNotFound,
  UniversityProfileHeader,
  UniversityProfileSkeleton,
} from '../../components/catalogue/university-profile';
import { usePageTitle } from '../../lib/use-page-title';

export const Route = createFileRoute('/_public/universities/$universityId')({
  validateSearch: parseCatalogueSearch,
  component: UniversityPage,
});

function UniversityPage() {
  const { universityId } = Route.useParams();
  const id = parseId(universityId);
  const trpc = useTRPC();
  const university = useQuery({
    ...trpc.university.byId.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
  });

  const data = university.data;
  usePageTitle(
    data
      ? data.name
      : university.isPending && id !== undefined
        ? 'University'
        : 'University Not Found',
    data
      ? `${data.name} (${formatPlace(data.location, data.emirate) || 'UAE'}): programs, tuition fees, intakes and scholarships for international students.`
      : 'The university you are looking for could not be found.',
  );

  if (id === undefined || university.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <UniversityNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <CatalogueBreadcrumb current={data?.name ?? 'University'} />

      {data ? <UniversityProfileHeader university={data} /> : <UniversityProfileSkeleton />}

      <section aria-labelledby="university-programs-heading" className="grid gap-6">
        <h2 id="university-programs-heading" className="text-2xl font-bold tracking-tight">
          {data ? `Programs at ${data.name}` : 'Programs'}
        </h2>
        <ProgramCatalogue universityId={id} />
      </section>
    </div>
  );
}
