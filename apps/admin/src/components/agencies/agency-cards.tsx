import { formatAedFils } from '@uniguide/domain';
import { AgencyActiveToggle } from './agency-active-toggle';
import type { AgencyListItem } from '../../lib/api-types';
import { AgencyAuditLink, AgencyMembers, AgencyStatusBadge } from './agency-parts';

/** Phones: the agencies table's content as one card per agency. */
export function AgencyCards({ agencies }: { agencies: readonly AgencyListItem[] }) {
  if (agencies.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">No agencies found</p>;
  }
  return (
    <ul className="divide-y" aria-label="Agencies">
      {agencies.map((agency) => (
        <li key={agency.id} className="grid gap-3 p-4" data-testid={`agency-${agency.id}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{agency.name}</p>
              <p className="text-xs text-muted-foreground">No. {agency.id}</p>
            </div>
            <AgencyStatusBadge active={agency.active} />
          </div>
          <AgencyMembers agency={agency} />
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Applications</dt>
              <dd className="tabular-nums">{agency.applicationCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Earned</dt>
              <dd className="tabular-nums">{formatAedFils(agency.earnedFils)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Paid</dt>
              <dd className="tabular-nums">{formatAedFils(agency.paidFils)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <AgencyActiveToggle agency={agency} />
            <AgencyAuditLink agencyId={agency.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
