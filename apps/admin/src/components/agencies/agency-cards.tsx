import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { AgencyActiveToggle } from './agency-active-toggle';
import type { AgencyListItem } from '../../lib/api-types';
import { CardField, CardList } from '../common/card-list';
import { ActiveBadge } from '../common/active-badge';
import { AgencyAuditLink, AgencyMembers } from './agency-parts';

/** Phones: the agencies table's content as one card per agency. */
export function AgencyCards({ agencies }: { agencies: readonly AgencyListItem[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <CardList label={t`Agencies`} items={agencies} emptyText={t`No agencies found`}>
      {(agency) => (
        <li key={agency.id} className="grid gap-3 p-4" data-testid={`agency-${agency.id}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words" dir="auto">
                {agency.name}
              </p>
              <p className="text-xs text-muted-foreground">
                <Trans>No. {agency.id}</Trans>
              </p>
            </div>
            <ActiveBadge active={agency.active} />
          </div>
          <AgencyMembers agency={agency} />
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <CardField label={t`Applications`} valueClassName="tabular-nums">
              {format.count(agency.applicationCount)}
            </CardField>
            <CardField label={t`Earned`} valueClassName="tabular-nums">
              {format.aedFils(agency.earnedFils)}
            </CardField>
            <CardField label={t`Paid`} valueClassName="tabular-nums">
              {format.aedFils(agency.paidFils)}
            </CardField>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <AgencyActiveToggle agency={agency} />
            <AgencyAuditLink agencyId={agency.id} />
          </div>
        </li>
      )}
    </CardList>
  );
}
