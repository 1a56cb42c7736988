import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { StatusBadge, UniversityLogo } from '@uniguide/ui';
import type { ApplicationRow } from '../../lib/api-types';
import { CardList } from '../common/card-list';
import { CONSOLE_TEXTS } from '../common/console-texts';
import { ApplicationActions } from './application-actions';
import { RowSignals } from './conversation/row-signals';
import { studentName } from './applications-table';

/** Phones: the applications table's content as one card per application, actions in reach. */
export function ApplicationCards({ items }: { items: readonly ApplicationRow[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <CardList
      label={t`Applications`}
      items={items}
      emptyText={t(CONSOLE_TEXTS.noAdminApplications)}
    >
      {(application) => {
        const name = studentName(application);
        return (
          <li key={application.id} className="grid gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">
                  <span className="text-muted-foreground tabular-nums">#{application.id}</span>{' '}
                  <bdi>{name}</bdi>
                </p>
                {/* Left to right, so an address cut short on an Arabic page loses its end, not its start. */}
                <p dir="ltr" className="truncate text-xs text-muted-foreground rtl:text-end">
                  {application.studentEmail}
                </p>
              </div>
              <StatusBadge status={application.status} />
            </div>
            <RowSignals application={application} />
            <div className="flex items-center gap-2 text-sm">
              <UniversityLogo
                size="sm"
                allowHttps
                name={application.program.universityName}
                src={application.program.universityLogo}
              />
              <div className="grid min-w-0">
                <span dir="auto" className="line-clamp-2">
                  {application.program.name}
                </span>
                <span dir="auto" className="truncate text-xs text-muted-foreground">
                  {application.program.universityName}
                </span>
              </div>
            </div>
            <p className="text-xs text-muted-foreground">
              <Trans>
                Updated{' '}
                <time dateTime={application.updatedAt}>
                  {dates.dashboardDate(application.updatedAt)}
                </time>{' '}
                ({dates.relative(application.updatedAt)})
              </Trans>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <ApplicationActions application={application} name={name} viewVariant="secondary" />
            </div>
          </li>
        );
      }}
    </CardList>
  );
}
