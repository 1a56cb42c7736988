import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDateFormatters } from '@uniguide/client';
import {
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@uniguide/ui';
import type { UserDetail } from '../../lib/api-types';
import { studentName } from '../applications/applications-table';

/** The user's newest applications (the server sends up to 50), each linking to its page. */
export function UserApplications({ applications }: { applications: UserDetail['applications'] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  if (applications.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No applications yet.</Trans>
      </p>
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>ID</Trans>
          </TableHead>
          <TableHead>
            <Trans>Student</Trans>
          </TableHead>
          <TableHead>
            <Trans>Program</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Created</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((application) => (
          <TableRow key={application.id}>
            <TableCell>
              <Link
                to="/applications/$applicationId"
                params={{ applicationId: String(application.id) }}
                className="text-primary tabular-nums hover:underline"
                aria-label={t`Application #${application.id}`}
              >
                #{application.id}
              </Link>
            </TableCell>
            <TableCell>{studentName(application)}</TableCell>
            <TableCell className="min-w-56 whitespace-normal">
              <span className="line-clamp-2">{application.program.name}</span>
              <span className="text-xs text-muted-foreground">
                {application.program.universityName}
              </span>
            </TableCell>
            <TableCell>
              <StatusBadge status={application.status} />
            </TableCell>
            <TableCell>
              <time dateTime={application.createdAt}>
                {dates.dashboardDate(application.createdAt)}
              </time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
