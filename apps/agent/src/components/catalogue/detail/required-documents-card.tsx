import { Trans } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DocumentRequirement } from '@uniguide/domain';
import type { ComponentProps } from 'react';
import { useSession, useTRPC } from '@uniguide/client';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  RequirementsList,
  Skeleton,
} from '@uniguide/ui';
import { FileCheckIcon } from 'lucide-react';

/**
 * The documents an application to the program needs and when (docs/decisions/024-application-conversation.md),
 * for a signed-in agent only: visitors see nothing, and nothing is asked of the server for them.
 */
export function RequiredDocumentsCard({ programId }: { programId: number }) {
  const session = useSession();
  const trpc = useTRPC();
  const signedIn = Boolean(session.data);
  const requirements = useQuery({
    ...trpc.program.requirements.queryOptions({ programId }),
    enabled: signedIn,
  });
  if (!signedIn) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-xl">
            <Trans>
              <FileCheckIcon className="size-5 text-primary" aria-hidden="true" />
              Required Documents
            </Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            What an application needs on file, and when. An application cannot be submitted until
            the documents required to submit are uploaded.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LoadedRequirements requirements={requirements} />
      </CardContent>
    </Card>
  );
}

/**
 * The program's requirements as their query stands: the list (`chosen` marks what is picked), a line
 * when they could not be loaded, a placeholder until then.
 */
export function LoadedRequirements({
  requirements,
  chosen,
}: {
  requirements: Pick<UseQueryResult<{ requirements: DocumentRequirement[] }>, 'data' | 'isError'>;
  chosen?: ComponentProps<typeof RequirementsList>['chosen'];
}) {
  if (requirements.data)
    return <RequirementsList requirements={requirements.data.requirements} chosen={chosen} />;
  if (requirements.isError)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>The required documents could not be loaded.</Trans>
      </p>
    );
  return <Skeleton className="h-16 w-full" />;
}
