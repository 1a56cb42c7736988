import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isClientError, PROGRAM_DETAIL_QUERY, useTRPC } from '@uniguide/client';
import { universityNameOf } from '@uniguide/domain';

import { catalogueTrail } from '../../../lib/breadcrumbs';
import { usePageMeta } from '../../../lib/page-meta';
import { programStructuredData } from '../../../lib/structured-data';
import { CATALOGUE_TEXTS, PROGRAM_DESCRIPTION_FALLBACK_TEXT } from '../catalogue-messages';
import { useCatalogueTexts } from '../catalogue-texts';
import { parseId } from '../parse-id';
import type { CataloguePlace } from '../place';
import { ProgramDetailSkeleton } from './program-detail-skeleton';
import { ProgramDetailView } from './program-detail-view';

// Fetched only for an id the catalogue does not hold (docs/decisions/086-first-page-javascript.md).
const ProgramNotFound = lazy(() =>
  import('./program-not-found').then((module) => ({ default: module.ProgramNotFound })),
);

/**
 * A program's page, loaded by id: the one implementation behind /programs/{id} (public site, also
 * rendered by the server: docs/decisions/040-server-rendered-pages.md) and /dashboard/programs/{id}
 * (inside the workspace, where an agent opened it from the Programs list).
 */
export function ProgramDetailPage({
  programId,
  place,
}: {
  programId: string;
  place: CataloguePlace;
}) {
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

  const { t, i18n } = useLingui();
  const texts = useCatalogueTexts();
  const data = program.data;
  // For previews, in the page's language: "BSc Nursing at Gulf Medical University: …".
  const name = data?.name ?? '';
  const university = data ? universityNameOf(data.university) : '';
  const description = data?.description?.trim() || t(PROGRAM_DESCRIPTION_FALLBACK_TEXT);
  const notFound = id === undefined || program.isError;
  usePageMeta(
    data
      ? {
          title: data.name,
          description: t`${name} at ${university}: ${description}`.slice(0, 300),
          path: `/programs/${data.id}`,
          // The server draws the preview card: name, university, degree and tuition
          // (apps/server/src/plugins/seo.ts).
          image: `/og/programs/${data.id}.png`,
          type: 'article',
          structuredData: import.meta.env.SSR
            ? [
                programStructuredData(data, description),
                catalogueTrail(i18n, data.name, `/programs/${data.id}`),
              ]
            : undefined,
          previewFacts: [
            data.university.name,
            data.degree ? texts.degree(data.degree) : null,
            data.tuitionAed !== null ? texts.tuition(data.tuitionAed) : null,
          ],
        }
      : {
          title: notFound ? t(CATALOGUE_TEXTS.programNotFound) : t`Program Details`,
          description: t(CATALOGUE_TEXTS.programNotFoundDescription),
          notFound,
        },
  );

  if (notFound)
    return (
      <Suspense fallback={null}>
        <ProgramNotFound place={place} />
      </Suspense>
    );
  if (!data) return <ProgramDetailSkeleton />;
  return <ProgramDetailView program={data} place={place} />;
}
