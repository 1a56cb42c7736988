import { useLingui } from '@lingui/react/macro';
import type { UserListItem } from '../../lib/api-types';
import { CardList } from '../common/card-list';
import { ActiveToggle } from './active-toggle';
import { ViewUserButton } from './view-user-button';
import { ActiveBadge } from '../common/active-badge';
import { RoleBadge } from './user-badges';

/** Phones: the users table's content as one card per account. */
export function UserCards({ users }: { users: readonly UserListItem[] }) {
  const { t } = useLingui();
  return (
    <CardList label={t`Users`} items={users} emptyText={t`No users found`}>
      {(user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <li key={user.id} className="grid gap-3 p-4">
            <div className="grid min-w-0 gap-0.5">
              {/* Left to right, so an address cut short on an Arabic page loses its end, not its start. */}
              <p dir="ltr" className="truncate font-medium rtl:text-end">
                {user.username}
              </p>
              {/* Each cut in its own direction: a Latin name on an Arabic page keeps its start. */}
              <p className="flex min-w-0 gap-1 text-sm text-muted-foreground">
                <span dir="auto" className="truncate">
                  {name || '-'}
                </span>
                <span className="shrink-0">·</span>
                <span dir="auto" className="truncate">
                  {user.agencyName || '-'}
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <ActiveBadge active={user.active} />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <ActiveToggle user={user} />
              <ViewUserButton user={user} variant="secondary" />
            </div>
          </li>
        );
      }}
    </CardList>
  );
}
