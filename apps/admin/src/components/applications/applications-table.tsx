import { Link } from '@tanstack/react-router';
import { formatDashboardDate, formatRelative } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@uniguide/ui';
import { ArrowRightLeftIcon, EyeIcon } from 'lucide-react';
import type { ApplicationListItem } from '../../lib/api-types';
import { StatusBadge } from '../common/status-badge';
import { UniversityLogo } from '../common/university-logo';
import { ChangeStatusDialog } from './change-status/change-status-dialog';

export function studentName(
  application: Pick<ApplicationListItem, 'studentFirstName' | 'studentLastName'>,
) {
  return `${application.studentFirstName} ${application.studentLastName}`.trim();
}

/** Spec §2's applications table: ID, student, program, university with logo, status, update, actions. */
export function ApplicationsTable({
  items,
  order,
}: {
  items: readonly ApplicationListItem[];
  order: 'newest' | 'oldest';
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>ID</TableHead>
          <TableHead>Student</TableHead>
          <TableHead>Program</TableHead>
          <TableHead>University</TableHead>
          <TableHead>Status</TableHead>
          <TableHead aria-sort={order === 'newest' ? 'descending' : 'ascending'}>Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={7} className="py-12 text-center text-muted-foreground">
              {MESSAGES.noAdminApplications}
            </TableCell>
          </TableRow>
        ) : (
          items.map((application) => {
            const name = studentName(application);
            return (
              <TableRow key={application.id}>
                <TableCell className="text-muted-foreground tabular-nums">
                  #{application.id}
                </TableCell>
                <TableCell>
                  <div className="grid max-w-64 min-w-44 gap-0.5">
                    <span className="truncate font-medium" title={name}>
                      {name}
                    </span>
                    <span
                      className="truncate text-xs text-muted-foreground"
                      title={application.studentEmail}
                    >
                      {application.studentEmail}
                    </span>
                  </div>
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal">
                  <div className="grid gap-0.5">
                    <span className="line-clamp-2">{application.program.name}</span>
                    {application.program.degree ? (
                      <span className="text-xs text-muted-foreground">
                        {application.program.degree}
                      </span>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell className="min-w-48 whitespace-normal">
                  <div className="flex items-center gap-2">
                    <UniversityLogo
                      name={application.program.universityName}
                      logoUrl={application.program.universityLogo}
                    />
                    <span className="line-clamp-2">{application.program.universityName}</span>
                  </div>
                </TableCell>
                <TableCell>
                  <StatusBadge status={application.status} />
                </TableCell>
                <TableCell>
                  <div className="grid gap-0.5">
                    <time dateTime={application.updatedAt}>
                      {formatDashboardDate(application.updatedAt)}
                    </time>
                    <span className="text-xs text-muted-foreground">
                      {formatRelative(application.updatedAt)}
                    </span>
                  </div>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <ChangeStatusDialog
                      application={application}
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Change status of application #${application.id} (${name})`}
                        >
                          <ArrowRightLeftIcon aria-hidden="true" />
                          Change Status
                        </Button>
                      }
                    />
                    <Button variant="ghost" size="sm" asChild>
                      <Link
                        to="/applications/$applicationId"
                        params={{ applicationId: String(application.id) }}
                        aria-label={`View application #${application.id} (${name})`}
                      >
                        <EyeIcon aria-hidden="true" />
                        View
                      </Link>
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
