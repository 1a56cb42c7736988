import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useFormatters } from '@uniguide/client';
import { TableCell, TableRow } from '@uniguide/ui';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { AgencyActiveToggle } from './agency-active-toggle';
import type { AgencyListItem } from '../../lib/api-types';
import { ActiveBadge } from '../common/active-badge';
import { AgencyAuditLink, AgencyMembers } from './agency-parts';

const NUMBER = 'text-end tabular-nums';

/** Wide screens: one row per agency; long agency and member names wrap in their own columns. */
export function AgenciesTable({ agencies }: { agencies: readonly AgencyListItem[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <ListTable
      columns={[
        msg`Agency`,
        msg`Members`,
        msg`Status`,
        { label: msg`Applications`, className: 'text-end' },
        { label: msg`Earned`, className: 'text-end' },
        { label: msg`Paid`, className: 'text-end' },
        ACTIONS_COLUMN,
      ]}
      items={agencies}
      emptyText={t`No agencies found`}
    >
      {(agency) => (
        <TableRow key={agency.id} data-testid={`agency-${agency.id}`}>
          <TableCell className="min-w-48 whitespace-normal">
            <div className="font-medium" dir="auto">
              {agency.name}
            </div>
            <div className="text-xs text-muted-foreground">
              <Trans>No. {agency.id}</Trans>
            </div>
          </TableCell>
          <TableCell className="min-w-44 whitespace-normal">
            <AgencyMembers agency={agency} />
          </TableCell>
          <TableCell>
            <ActiveBadge active={agency.active} />
          </TableCell>
          <TableCell className={NUMBER}>{format.count(agency.applicationCount)}</TableCell>
          <TableCell className={NUMBER}>{format.aedFils(agency.earnedFils)}</TableCell>
          <TableCell className={NUMBER}>{format.aedFils(agency.paidFils)}</TableCell>
          <TableCell>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <AgencyActiveToggle agency={agency} />
              <AgencyAuditLink agencyId={agency.id} />
            </div>
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
