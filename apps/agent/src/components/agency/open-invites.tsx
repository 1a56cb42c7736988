import { useMutation } from '@tanstack/react-query';
import { formatDashboardDate, useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, type AgencyRole } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  RevokeInviteButton,
  toast,
} from '@uniguide/ui';

import { failed, useRefreshAgency } from './use-agency';

export interface OpenInvite {
  id: number;
  email: string;
  agencyRole: AgencyRole;
  expiresAt: string;
}

/** The owner's invitations not yet used, each revocable (its link stops working at once). */
export function OpenInvites({ invites }: { invites: OpenInvite[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const revoke = useMutation(
    trpc.agency.revokeInvite.mutationOptions({
      onSuccess: (revoked) => {
        toast({ title: 'Invitation revoked', description: `${revoked.email} can no longer join.` });
        void refresh();
      },
      onError: failed('Could not revoke the invitation'),
    }),
  );
  if (invites.length === 0) return null;
  return (
    <Card role="region" aria-label="Open invitations">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Open Invitations</h2>
        </CardTitle>
        <CardDescription>
          Links not used yet. Revoking one stops it working at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {invites.map((invite) => (
            <li
              key={invite.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium wrap-anywhere">{invite.email}</span>
                <span className="text-xs text-muted-foreground">
                  {AGENCY_ROLE_LABELS[invite.agencyRole]} · until{' '}
                  {formatDashboardDate(invite.expiresAt)}
                </span>
              </div>
              <RevokeInviteButton
                email={invite.email}
                pending={revoke.isPending}
                onRevoke={() => revoke.mutate({ id: invite.id })}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
