import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AgencyRole } from '@uniguide/domain';
import type { AgencyListItem } from '../../lib/api-types';

/** The roles as `AGENCY_ROLE_LABELS` writes them in English. */
const ROLE_LABELS: Record<AgencyRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'agency role' }),
  counsellor: msg({ message: 'Counsellor', context: 'agency role' }),
};

/** The agency's members, each with their role; a deactivated member struck through. */
export function AgencyMembers({ agency }: { agency: AgencyListItem }) {
  const { t } = useLingui();
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {agency.members.map((member) => (
        <li key={member.id} className={member.active ? '' : 'text-muted-foreground line-through'}>
          <bdi>{member.name}</bdi> · {t(ROLE_LABELS[member.agencyRole])}
        </li>
      ))}
    </ul>
  );
}

/** The audit log filtered to this agency's members. */
export function AgencyAuditLink({ agencyId }: { agencyId: number }) {
  return (
    <Link
      to="/audit-logs"
      search={{ agencyId }}
      className="text-sm text-primary underline-offset-4 hover:underline"
    >
      <Trans>Audit log</Trans>
    </Link>
  );
}
