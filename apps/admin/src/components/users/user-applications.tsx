import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDateFormatters } from '@uniguide/client';
import { ColumnTable, StatusBadge, type ListColumn } from '@uniguide/ui';
import type { UserDetail } from '../../lib/api-types';
import { studentName } from '../applications/applications-table';

type UserApplication = UserDetail['applications'][number];

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
  const columns: ListColumn<UserApplication>[] = [
    {
      header: msg`ID`,
      phoneLabel: null,
      cell: (application) => (
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: String(application.id) }}
          className="text-primary tabular-nums hover:underline"
          aria-label={t`Application #${application.id}`}
        >
          #{application.id}
        </Link>
      ),
    },
    { header: msg`Student`, phoneLabel: null, cell: studentName },
    {
      header: msg`Program`,
      phoneLabel: null,
      cellClassName: 'min-w-56 whitespace-normal',
      cell: (application) => (
        <>
          <span className="line-clamp-2">{application.program.name}</span>
          <span className="text-xs text-muted-foreground">
            {application.program.universityName}
          </span>
        </>
      ),
    },
    {
      header: msg`Status`,
      phoneLabel: null,
      cell: (application) => <StatusBadge status={application.status} />,
    },
    {
      header: msg`Created`,
      phoneLabel: null,
      cell: (application) => (
        <time dateTime={application.createdAt}>{dates.dashboardDate(application.createdAt)}</time>
      ),
    },
  ];
  return (
    <ColumnTable columns={columns} items={applications} rowKey={(application) => application.id} />
  );
}
