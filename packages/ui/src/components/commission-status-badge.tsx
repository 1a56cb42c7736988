import { COMMISSION_STATUS_LABELS, type CommissionStatus } from '@uniguide/domain';
import { Badge } from './badge';

const TONE = {
  pending: 'info',
  invoiced: 'warning',
  paid: 'success',
  reversed: 'neutral',
} as const satisfies Record<CommissionStatus, string>;

/** What "Overdue" means, on hover and to screen readers. */
const OVERDUE_MEANS = 'Not paid, and its expected payout date has passed';

/** The commission's status, and "Overdue" beside it when its payout date has passed unpaid. */
export function CommissionStatusBadge({
  status,
  overdue,
}: {
  status: CommissionStatus;
  overdue: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={TONE[status]}>{COMMISSION_STATUS_LABELS[status]}</Badge>
      {overdue ? (
        <Badge variant="destructive" title={OVERDUE_MEANS}>
          Overdue<span className="sr-only">: {OVERDUE_MEANS.toLowerCase()}</span>
        </Badge>
      ) : null}
    </span>
  );
}
