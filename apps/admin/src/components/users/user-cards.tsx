import { Link } from '@tanstack/react-router';
import { displayName } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { EyeIcon } from 'lucide-react';
import type { UserListItem } from '../../lib/api-types';
import { ActiveToggle } from './active-toggle';
import { ActiveBadge, RoleBadge } from './user-badges';

/** Phones: the users table's content as one card per account. */
export function UserCards({ users }: { users: readonly UserListItem[] }) {
  if (users.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">No users found</p>;
  }
  return (
    <ul className="divide-y" aria-label="Users">
      {users.map((user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <li key={user.id} className="grid gap-3 p-4">
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate font-medium">{user.username}</p>
              <p className="truncate text-sm text-muted-foreground">
                {name || '-'} · {user.agencyName || '-'}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <ActiveBadge active={user.active} />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <ActiveToggle user={user} />
              <Button variant="secondary" size="sm" asChild>
                <Link
                  to="/users/$userId"
                  params={{ userId: String(user.id) }}
                  aria-label={`View ${displayName(user)}`}
                >
                  <EyeIcon aria-hidden="true" />
                  View
                </Link>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
