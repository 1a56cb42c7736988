import { useQuery } from '@tanstack/react-query';
import { PROGRAM_DETAIL_QUERY, useTRPC } from '@uniguide/client';
import { MESSAGES, PROGRAM_DESCRIPTION_FALLBACK } from '@uniguide/domain';

import { usePageTitle } from '../../../lib/use-page-title';
import { parseId } from '../parse-id';
import type { CataloguePlace } from '../place';
import { ProgramDetailSkeleton } from './program-detail-skeleton';
import { ProgramDetailView } from './program-detail-view';
import { ProgramNotFound } from './program-not-found';

/**
 * A program's page, loaded by id: the one implementation behind /programs/{id} (public site) and
 * /dashboard/programs/{id} (inside the workspace, where an agent opened it from the Programs list).
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

  if (id === undefined || program.isError) return <ProgramNotFound place={place} />;
  if (!data) return <ProgramDetailSkeleton />;
  return <ProgramDetailView program={data} place={place} />;
}
