import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@uniguide/ui';
import type { AuditLogItem } from '../../lib/api-types';
import { CONSOLE_TEXTS } from '../common/console-texts';
import { useAuditUserLabel } from './audit-format';
import { AuditUser } from './audit-user';
import { useAuditLabels } from './audit-labels';
import { ResourceId } from './resource-id';
import { ViewChangesDialog } from './view-changes-dialog';

/** docs/product.md §3 audit table: time, user, action, resource type and id, and View Changes. */
export function AuditTable({ entries }: { entries: readonly AuditLogItem[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const userLabel = useAuditUserLabel();
  const labels = useAuditLabels();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Date/Time</Trans>
          </TableHead>
          <TableHead>
            <Trans>User</Trans>
          </TableHead>
          <TableHead>
            <Trans>Action</Trans>
          </TableHead>
          <TableHead>
            <Trans>Resource Type</Trans>
          </TableHead>
          <TableHead>
            <Trans>Resource ID</Trans>
          </TableHead>
          <TableHead className="text-end">
            <span className="sr-only">
              <Trans>Changes</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={6} className="py-12 text-center text-muted-foreground">
              {t(CONSOLE_TEXTS.noAuditLogs)}
            </TableCell>
          </TableRow>
        ) : (
          entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="tabular-nums">
                <time dateTime={entry.createdAt}>{dates.auditTime(entry.createdAt)}</time>
              </TableCell>
              <TableCell className="max-w-72 truncate" title={userLabel(entry)} dir="auto">
                <AuditUser entry={entry} unlinkedClassName="text-muted-foreground" />
              </TableCell>
              <TableCell className="font-medium">{labels.action(entry.action)}</TableCell>
              <TableCell>{labels.resourceType(entry.resourceType)}</TableCell>
              <TableCell>
                <ResourceId type={entry.resourceType} id={entry.resourceId} />
              </TableCell>
              <TableCell className="text-end">
                <ViewChangesDialog entry={entry} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
