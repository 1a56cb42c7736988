import { normaliseStatus, statusLabel, statusTone } from '@uniguide/domain';
import { Badge } from '@uniguide/ui';

/** An application status as a tinted badge; the label shows dashes as spaces ("Under review"). */
export function StatusBadge({ status }: { status: string }) {
  const known = normaliseStatus(status);
  return <Badge variant={known ? statusTone(known) : 'neutral'}>{statusLabel(status)}</Badge>;
}
