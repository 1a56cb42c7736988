import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { StatusBadge, TableCell, TableRow, UniversityLogo } from '@uniguide/ui';
import type { ApplicationListItem } from '../../lib/api-types';
import { CONSOLE_TEXTS } from '../common/console-texts';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { ApplicationActions } from './application-actions';
import { RowSignals } from './conversation/row-signals';

export function studentName(
  application: Pick<ApplicationListItem, 'studentFirstName' | 'studentLastName'>,
) {
  return `${application.studentFirstName} ${application.studentLastName}`.trim();
}

/** docs/product.md §3 applications table: ID, student, program, university with logo, status, update, actions. */
export function ApplicationsTable({
  items,
  order,
}: {
  items: readonly ApplicationListItem[];
  order: 'newest' | 'oldest';
}) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <ListTable
      columns={[
        msg`ID`,
        msg`Student`,
        msg`Program`,
        msg`University`,
        msg`Status`,
        { label: msg`Updated`, 'aria-sort': order === 'newest' ? 'descending' : 'ascending' },
        ACTIONS_COLUMN,
      ]}
      items={items}
      emptyText={t(CONSOLE_TEXTS.noAdminApplications)}
    >
      {(application) => {
        const name = studentName(application);
        return (
          <TableRow key={application.id}>
            <TableCell className="text-muted-foreground tabular-nums">#{application.id}</TableCell>
            <TableCell>
              <div className="grid max-w-64 min-w-44 gap-0.5">
                <span dir="auto" className="truncate font-medium" title={name}>
                  {name}
                </span>
                {/* Left to right, so an address cut short on an Arabic page loses its end, not its start. */}
                <span
                  dir="ltr"
                  className="truncate text-xs text-muted-foreground rtl:text-end"
                  title={application.studentEmail}
                >
                  {application.studentEmail}
                </span>
              </div>
            </TableCell>
            <TableCell className="min-w-56 whitespace-normal">
              <div className="grid gap-0.5">
                <span dir="auto" className="line-clamp-2">
                  {application.program.name}
                </span>
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
                  size="sm"
                  allowHttps
                  name={application.program.universityName}
                  src={application.program.universityLogo}
                />
                <span dir="auto" className="line-clamp-2">
                  {application.program.universityName}
                </span>
              </div>
            </TableCell>
            <TableCell className="whitespace-normal">
              <div className="grid max-w-56 justify-items-start gap-1.5">
                <StatusBadge status={application.status} />
                <RowSignals application={application} />
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-col gap-0.5">
                <time dateTime={application.updatedAt}>
                  {dates.dashboardDate(application.updatedAt)}
                </time>
                <span className="text-xs text-muted-foreground">
                  {dates.relative(application.updatedAt)}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <ApplicationActions application={application} name={name} viewVariant="ghost" />
              </div>
            </TableCell>
          </TableRow>
        );
      }}
    </ListTable>
  );
}
