import { normaliseStatus, statusLabel, statusTone, type ApplicationStatus } from '@uniguide/domain';
import { Badge } from './badge';

/**
 * An application's status as a tinted badge (docs/product.md §5.2): the status capitalised with
 * hyphens as spaces ("Under review"), the tone backing it up; a status the vocabulary does not know
 * (an old row's spelling) keeps its text on a neutral badge.
 */
export function StatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus | (string & {});
  className?: string;
}) {
  const known = normaliseStatus(status);
  return (
    <Badge variant={known ? statusTone(known) : 'neutral'} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
