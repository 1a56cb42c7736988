import { useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import type { AuditLogItem } from '../../lib/api-types';
import { CardList } from '../common/card-list';
import { CONSOLE_TEXTS } from '../common/console-texts';
import { AuditUser } from './audit-user';
import { useAuditLabels } from './audit-labels';
import { ResourceId } from './resource-id';
import { ViewChangesDialog } from './view-changes-dialog';

/** Phones: the audit table's content as one card per entry. */
export function AuditCards({ entries }: { entries: readonly AuditLogItem[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const labels = useAuditLabels();
  return (
    <CardList label={t`Audit log entries`} items={entries} emptyText={t(CONSOLE_TEXTS.noAuditLogs)}>
      {(entry) => (
        <li key={entry.id} className="grid gap-1.5 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium">{labels.action(entry.action)}</p>
            <time
              dateTime={entry.createdAt}
              className="shrink-0 text-xs text-muted-foreground tabular-nums"
            >
              {dates.auditTime(entry.createdAt)}
            </time>
          </div>
          <p dir="auto" className="truncate text-muted-foreground">
            <AuditUser entry={entry} />
          </p>
          <div className="flex items-center justify-between gap-3">
            <p>
              {labels.resourceType(entry.resourceType)}
              {entry.resourceId !== null ? (
                <>
                  {' #'}
                  <ResourceId type={entry.resourceType} id={entry.resourceId} />
                </>
              ) : null}
            </p>
            <ViewChangesDialog entry={entry} />
          </div>
        </li>
      )}
    </CardList>
  );
}
