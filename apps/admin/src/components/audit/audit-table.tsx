import { Link } from '@tanstack/react-router';
import { formatAuditTime } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@uniguide/ui';
import type { AuditLogItem } from '../../lib/api-types';
import { actionLabel, auditUserLabel, hasChanges, resourceTypeLabel } from './audit-format';
import { ResourceId } from './resource-id';
import { ViewChangesDialog } from './view-changes-dialog';

/** docs/product.md §3 audit table: time, user, action, resource type and id, and View Changes. */
export function AuditTable({ entries }: { entries: readonly AuditLogItem[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date/Time</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Resource Type</TableHead>
          <TableHead>Resource ID</TableHead>
          <TableHead className="text-end">
            <span className="sr-only">Changes</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={6} className="py-12 text-center text-muted-foreground">
              {MESSAGES.noAuditLogs}
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="tabular-nums">
                <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
              </TableCell>
              <TableCell className="max-w-72 truncate" title={auditUserLabel(entry)}>
                {entry.user ? (
                  <Link
                    to="/users/$userId"
                    params={{ userId: String(entry.user.id) }}
                    className="hover:underline"
                  >
                    {auditUserLabel(entry)}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">{auditUserLabel(entry)}</span>
                )}
              </TableCell>
              <TableCell className="font-medium">{actionLabel(entry.action)}</TableCell>
              <TableCell>{resourceTypeLabel(entry.resourceType)}</TableCell>
              <TableCell>
                <ResourceId type={entry.resourceType} id={entry.resourceId} />
              </TableCell>
              <TableCell className="text-end">
                {hasChanges(entry) ? (
                  <ViewChangesDialog
                    entry={{
                      ...entry,
                      previousData: entry.previousData ?? {},
                      newData: entry.newData ?? {},
                    }}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
