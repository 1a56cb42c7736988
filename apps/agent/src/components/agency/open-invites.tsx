import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useDateFormatters, useTRPC } from '@uniguide/client';
import type { AgencyRole } from '@uniguide/domain';
import { RevokeInviteButton, SectionCard, toast } from '@uniguide/ui';

import { AGENCY_ROLE_MESSAGES } from './member-parts';
import { useFailed, useRefreshAgency } from './use-agency';

export interface OpenInvite {
  id: number;
  email: string;
  agencyRole: AgencyRole;
  expiresAt: string;
}

/** The owner's invitations not yet used, each revocable (its link stops working at once). */
export function OpenInvites({ invites }: { invites: OpenInvite[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const failed = useFailed();
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const revoke = useMutation(
    trpc.agency.revokeInvite.mutationOptions({
      onSuccess: (revoked) => {
        const email = revoked.email;
        toast({ title: t`Invitation revoked`, description: t`${email} can no longer join.` });
        void refresh();
      },
      onError: failed(t`Could not revoke the invitation`),
    }),
  );
  if (invites.length === 0) return null;
  return (
    <SectionCard
      role="region"
      aria-label={t`Open invitations`}
      className="gap-6"
      titleClassName="text-lg"
      title={<Trans>Open Invitations</Trans>}
      description={<Trans>Links not used yet. Revoking one stops it working at once.</Trans>}
    >
      <ul className="divide-y text-sm">
        {invites.map((invite) => {
          const role = t(AGENCY_ROLE_MESSAGES[invite.agencyRole]);
          const until = dates.dashboardDate(invite.expiresAt);
          return (
            <li
              key={invite.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-0.5">
                <bdi className="font-medium wrap-anywhere">{invite.email}</bdi>
                <span className="text-xs text-muted-foreground">{t`${role} · until ${until}`}</span>
              </div>
              <RevokeInviteButton invite={invite} revoke={revoke} />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
