import { Link } from '@tanstack/react-router';
import type { AuditLogItem } from '../../lib/api-types';
import { useAuditUserLabel } from './audit-format';

/**
 * Who acted: a link to the user's page, or only the label when no user is on record (system
 * actions, deleted users), in `unlinkedClassName` when given.
 */
export function AuditUser({
  entry,
  unlinkedClassName,
}: {
  entry: AuditLogItem;
  unlinkedClassName?: string;
}) {
  const userLabel = useAuditUserLabel();
  if (!entry.user) {
    return unlinkedClassName ? (
      <span className={unlinkedClassName}>{userLabel(entry)}</span>
    ) : (
      userLabel(entry)
    );
  }
  return (
    <Link
      to="/users/$userId"
      params={{ userId: String(entry.user.id) }}
      className="hover:underline"
    >
      {userLabel(entry)}
    </Link>
  );
}
