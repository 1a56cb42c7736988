import { statusLabel, statusTone, type ApplicationStatus } from '@uniguide/domain';
import { Badge } from '@uniguide/ui';

/** docs/product.md §5.2: the label is the status capitalised with hyphens as spaces; the tone backs it up. */
export function StatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  return (
    <Badge variant={statusTone(status)} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
