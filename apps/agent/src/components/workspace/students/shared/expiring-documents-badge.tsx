import { Badge } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';

/**
 * The students list's warning: how many of the student's passports and English certificates are
 * expired or expire within the warning window. Nothing when none do.
 */
export function ExpiringDocumentsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      variant="warning"
      title={`${count} document${count === 1 ? '' : 's'} expired or expiring soon`}
    >
      <TriangleAlertIcon aria-hidden="true" />
      {count} expiring
      <span className="sr-only"> or expired document{count === 1 ? '' : 's'}</span>
    </Badge>
  );
}
