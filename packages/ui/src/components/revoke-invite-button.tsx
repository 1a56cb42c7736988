import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

/**
 * The "Revoke" button of an open invitation's row, named for the address it was sent to: it asks
 * `revoke` (the revoke mutation) to revoke `invite`, and waits, as every row's button does, while a
 * revoke is under way.
 */
export function RevokeInviteButton({
  invite,
  revoke,
}: {
  invite: { id: number; email: string };
  revoke: { isPending: boolean; mutate: (input: { id: number }) => void };
}) {
  const { t } = useLingui();
  const email = invite.email;
  return (
    <Button
      type="button"
      size="sm"
      variant="destructive-outline"
      disabled={revoke.isPending}
      onClick={() => revoke.mutate({ id: invite.id })}
      aria-label={t`Revoke the invitation of ${email}`}
    >
      <Trans>Revoke</Trans>
    </Button>
  );
}
