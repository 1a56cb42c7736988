import { Link } from '@tanstack/react-router';
import { formatAuditTime } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';
import type { AuditLogItem } from '../../lib/api-types';
import { actionLabel, auditUserLabel, hasChanges, resourceTypeLabel } from './audit-format';
import { ResourceId } from './resource-id';
import { ViewChangesDialog } from './view-changes-dialog';

/** Phones: the audit table's content as one card per entry. */
export function AuditCards({ entries }: { entries: readonly AuditLogItem[] }) {
  if (entries.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">{MESSAGES.noAuditLogs}</p>;
  }
  return (
    <ul className="divide-y" aria-label="Audit log entries">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1.5 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium">{actionLabel(entry.action)}</p>
            <time
              dateTime={entry.createdAt}
              className="shrink-0 text-xs text-muted-foreground tabular-nums"
            >
              {formatAuditTime(entry.createdAt)}
            </time>
          </div>
          <p className="truncate text-muted-foreground">
            {entry.user ? (
              <Link
                to="/users/$userId"
                params={{ userId: String(entry.user.id) }}
                className="hover:underline"
              >
                {auditUserLabel(entry)}
              </Link>
            ) : (
              auditUserLabel(entry)
            )}
          </p>
          <div className="flex items-center justify-between gap-3">
            <p>
              {resourceTypeLabel(entry.resourceType)}
              {entry.resourceId !== null ? (
                <>
                  {' #'}
                  <ResourceId type={entry.resourceType} id={entry.resourceId} />
                </>
              ) : null}
            </p>
            {hasChanges(entry) ? (
              <ViewChangesDialog
                entry={{
                  ...entry,
                  previousData: entry.previousData ?? {},
                  newData: entry.newData ?? {},
                }}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
