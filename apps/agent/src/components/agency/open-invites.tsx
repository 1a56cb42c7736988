import { useMutation } from '@tanstack/react-query';
import { formatDashboardDate, useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, type AgencyRole } from '@uniguide/domain';
import { RevokeInviteButton, toast } from '@uniguide/ui';

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
    <section aria-label="Open invitations" className="grid gap-2">
      <h2 className="text-lg font-semibold">Open Invitations</h2>
      <ul className="grid gap-2 text-sm">
        {invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-0 wrap-anywhere">
              {invite.email} · {AGENCY_ROLE_LABELS[invite.agencyRole]} · until{' '}
              {formatDashboardDate(invite.expiresAt)}
            </span>
            <RevokeInviteButton
              email={invite.email}
              pending={revoke.isPending}
              onRevoke={() => revoke.mutate({ id: invite.id })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
