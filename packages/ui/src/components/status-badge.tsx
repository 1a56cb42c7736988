import { normaliseStatus, statusTone, type ApplicationStatus } from '@uniguide/domain';
import { useStatusLabel } from '../i18n/status-labels';
import { Badge } from './badge';

/**
 * An application's status as a tinted badge (docs/product.md §5.2): the status in the page's
 * language ("Under review", «قيد المراجعة»), the tone backing it up; a status the vocabulary does not know
 * (an old row's spelling) keeps its text on a neutral badge.
 */
export function StatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus | (string & {});
  className?: string;
}) {
  const label = useStatusLabel();
  const known = normaliseStatus(status);
  return (
    <Badge variant={known ? statusTone(known) : 'neutral'} className={className}>
      {label(status)}
    </Badge>
  );
}
