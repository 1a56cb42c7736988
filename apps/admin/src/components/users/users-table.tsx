import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { TableCell, TableRow } from '@uniguide/ui';
import type { UserListItem } from '../../lib/api-types';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { ActiveToggle } from './active-toggle';
import { ViewUserButton } from './view-user-button';
import { ActiveBadge } from '../common/active-badge';
import { RoleBadge } from './user-badges';

/** docs/product.md §3 users table: username, name, agency (or a dash), role, Active/Inactive, actions. */
export function UsersTable({ users }: { users: readonly UserListItem[] }) {
  const { t } = useLingui();
  return (
    <ListTable
      columns={[msg`Username`, msg`Name`, msg`Agency`, msg`Role`, msg`Status`, ACTIONS_COLUMN]}
      items={users}
      emptyText={t`No users found`}
    >
      {(user) => {
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        return (
          <TableRow key={user.id}>
            <TableCell className="max-w-64 truncate font-medium" title={user.username} dir="auto">
              {user.username}
            </TableCell>
            <TableCell dir="auto">
              {name || <span className="text-muted-foreground">-</span>}
            </TableCell>
            <TableCell
              className="max-w-56 truncate"
              title={user.agencyName ?? undefined}
              dir="auto"
            >
              {user.agencyName || '-'}
            </TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell>
              <ActiveBadge active={user.active} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <ActiveToggle user={user} />
                <ViewUserButton user={user} variant="ghost" />
              </div>
            </TableCell>
          </TableRow>
        );
      }}
    </ListTable>
  );
}
