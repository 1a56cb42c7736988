import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFormatters } from '@uniguide/client';
import { MessageThread, useTRPC } from '@uniguide/client';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  clockFor,
  DecisionClockLine,
  UniversityDocumentsList,
} from '@uniguide/ui';
import { MAX_PAGE_SIZE } from '@uniguide/domain';
import type { ApplicationDetail } from '../shared/types';

/**
 * With the university: how long, against the university's median decision time (from the
 * catalogue's program answer), and what the university sent. Nothing before it is sent there.
 */
export function UniversityCard({ application }: { application: ApplicationDetail }) {
  const format = useFormatters();
  const trpc = useTRPC();
  const program = useQuery({
    ...trpc.program.byId.queryOptions({ id: application.programId }),
    enabled: application.status === 'submitted-to-university',
  });
  const documents = useQuery(
    trpc.application.universityDocuments.queryOptions({
      applicationId: application.id,
      pageSize: MAX_PAGE_SIZE,
    }),
  );
  const clock = clockFor(
    application.status,
    application.submittedToUniversityDate,
    program.data?.turnaround?.medianDays,
  );
  const items = documents.data?.items ?? [];
  if (!clock && items.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>From the University</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Decision time and the documents the university sent.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DecisionClockLine clock={clock} />
        {items.length > 0 ? <UniversityDocumentsList documents={items} /> : null}
        {(documents.data?.total ?? 0) > items.length ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              The newest {format.count(items.length)} of {format.count(documents.data?.total ?? 0)}{' '}
              documents.
            </Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The thread with the admissions team about this application. */
export function MessagesCard({ applicationId }: { applicationId: number }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Messages</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Ask the admissions team about this application.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <MessageThread applicationId={applicationId} side="agent" />
      </CardContent>
    </Card>
  );
}
