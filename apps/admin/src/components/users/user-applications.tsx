import { Link } from '@tanstack/react-router';
import { formatDashboardDate } from '@uniguide/client';
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
  if (applications.length === 0) {
    return <p className="text-sm text-muted-foreground">No applications yet.</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>ID</TableHead>
          <TableHead>Student</TableHead>
          <TableHead>Program</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
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
                aria-label={`Application #${application.id}`}
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
                {formatDashboardDate(application.createdAt)}
              </time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
