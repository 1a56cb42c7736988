import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

/** The "Revoke" button of an open invitation's row, named for the address it was sent to. */
export function RevokeInviteButton({
  email,
  pending,
  onRevoke,
}: {
  email: string;
  /** A revoke is under way: every row's button waits. */
  pending: boolean;
  onRevoke: () => void;
}) {
  const { t } = useLingui();
  return (
    <Button
      type="button"
      size="sm"
      variant="destructive-outline"
      disabled={pending}
      onClick={onRevoke}
      aria-label={t`Revoke the invitation of ${email}`}
    >
      <Trans>Revoke</Trans>
    </Button>
  );
}
