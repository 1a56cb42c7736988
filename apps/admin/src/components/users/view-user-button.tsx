import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { displayName } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { EyeIcon } from 'lucide-react';
import type { UserListItem } from '../../lib/api-types';

/** "View" on a row or card of the users list: opens the account's page. */
export function ViewUserButton({
  user,
  variant,
}: {
  user: UserListItem;
  variant: 'ghost' | 'secondary';
}) {
  const { t } = useLingui();
  const userName = displayName(user);
  return (
    <Button variant={variant} size="sm" asChild>
      <Link
        to="/users/$userId"
        params={{ userId: String(user.id) }}
        aria-label={t`View ${userName}`}
      >
        <EyeIcon aria-hidden="true" />
        <Trans>View</Trans>
      </Link>
    </Button>
  );
}
