import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '@uniguide/client';
import { FINISHED_STATUSES } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DocumentChecklist,
  Skeleton,
} from '@uniguide/ui';
import type { StudentApplication, StudentProfile } from '../shared/types';

/** Submitting is still ahead: the checklist says what the submit still needs. */
const SUBMIT_AHEAD = new Set<StudentApplication['status']>(['draft', 'incomplete']);

/**
 * The student's documents against what each open application requires
 * (docs/decisions/024-application-conversation.md): one live checklist per application still in
 * progress, computed by the server from the files on the application, never a tick without a file.
 */
export function StudentChecklistCard({ student }: { student: StudentProfile }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const open = student.applications.filter(
    (application) => !FINISHED_STATUSES.includes(application.status),
  );
  const checklists = useQueries({
    queries: open.map((application) =>
      trpc.application.checklist.queryOptions({ applicationId: application.id }),
    ),
  });
  if (open.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Documents for Applications</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>
            What each application in progress requires, against the files attached to it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid items-start gap-4 lg:grid-cols-2">
        {open.map((application, index) => {
          const checklist = checklists[index];
          const headingId = `student-checklist-${application.id}`;
          return (
            <section
              key={application.id}
              aria-labelledby={headingId}
              className="grid gap-3 rounded-lg border p-4"
            >
              <h3 id={headingId} className="grid gap-0.5">
                <Link
                  to="/dashboard/applications/$applicationId"
                  params={{ applicationId: String(application.id) }}
                  className="font-medium break-words underline-offset-4 hover:underline"
                >
                  {application.programName}
                </Link>
                <span className="text-sm font-normal text-muted-foreground">
                  {application.universityName}
                </span>
              </h3>
              {checklist?.data ? (
                <DocumentChecklist
                  checklist={checklist.data}
                  documents={student.documents}
                  gate={SUBMIT_AHEAD.has(application.status) ? 'submit' : undefined}
                />
              ) : checklist?.isError ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>The checklist could not be loaded.</Trans>
                </p>
              ) : (
                <Skeleton className="h-20 w-full" aria-label={t`Loading the checklist…`} />
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
