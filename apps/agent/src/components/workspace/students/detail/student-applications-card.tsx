import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDateFormatters } from '@uniguide/client';
import { formatIntakesIn } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  StatusBadge,
  usePageLanguage,
} from '@uniguide/ui';
import type { StudentApplication } from '../shared/types';

/** Every application of the student, newest first as the server sends them, each linked. */
export function StudentApplicationsCard({
  applications,
}: {
  applications: readonly StudentApplication[];
}) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const language = usePageLanguage();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Applications</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No applications for this student yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y" aria-label={t`Applications`}>
            {applications.map((application) => (
              <li key={application.id} className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 font-medium break-words">
                    <Link
                      to="/dashboard/applications/$applicationId"
                      params={{ applicationId: String(application.id) }}
                      className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {application.programName}
                    </Link>
                  </h3>
                  <StatusBadge status={application.status} className="shrink-0" />
                </div>
                <p className="text-sm text-muted-foreground">{application.universityName}</p>
                <p className="text-xs text-muted-foreground">
                  <Trans>
                    Intake: {formatIntakesIn(application.intakeDate, language)} · Created{' '}
                    <time dateTime={application.createdAt}>
                      {dates.dashboardDate(application.createdAt)}
                    </time>
                  </Trans>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
