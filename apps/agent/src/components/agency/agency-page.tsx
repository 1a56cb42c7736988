import { useLingui } from '@lingui/react/macro';
import { useSession } from '@uniguide/client';
import { Spinner } from '@uniguide/ui';

import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { OpenInvites } from './open-invites';
import { SplitsCard } from './splits-card';
import { useAgency } from './use-agency';

/** The agency: who is in it; for owners also invites, roles, deactivation, reassignment and splits. */
export function AgencyPage() {
  const { t } = useLingui();
  const agency = useAgency();
  const session = useSession();
  if (!agency.data || !session.data) return <Spinner label={t`Loading your agency`} />;
  const data = agency.data;
  const isOwner = data.myRole === 'owner';
  const number = data.id;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          <bdi>{data.name}</bdi>
        </h1>
        <p className="text-muted-foreground">
          {isOwner
            ? t`Agency no. ${number} · You are owner`
            : t`Agency no. ${number} · You are counsellor`}
        </p>
      </div>
      {isOwner ? <InviteCard /> : null}
      {isOwner ? <OpenInvites invites={data.invites} /> : null}
      <MembersCard members={data.members} isOwner={isOwner} myId={session.data.id} />
      {isOwner ? <SplitsCard /> : null}
    </div>
  );
}
