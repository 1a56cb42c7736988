import { useSession } from '@uniguide/client';
import { AGENCY_ROLE_LABELS } from '@uniguide/domain';
import { Spinner } from '@uniguide/ui';

import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { OpenInvites } from './open-invites';
import { SplitsCard } from './splits-card';
import { useAgency } from './use-agency';

/** The agency: who is in it; for owners also invites, roles, deactivation, reassignment and splits. */
export function AgencyPage() {
  const agency = useAgency();
  const session = useSession();
  if (!agency.data || !session.data) return <Spinner label="Loading your agency" />;
  const data = agency.data;
  const isOwner = data.myRole === 'owner';
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{data.name}</h1>
        <p className="text-muted-foreground">
          Agency no. {data.id} · You are {AGENCY_ROLE_LABELS[data.myRole].toLowerCase()}
        </p>
      </div>
      {isOwner ? <InviteCard /> : null}
      {isOwner ? <OpenInvites invites={data.invites} /> : null}
      <MembersCard members={data.members} isOwner={isOwner} myId={session.data.id} />
      {isOwner ? <SplitsCard /> : null}
    </div>
  );
}
