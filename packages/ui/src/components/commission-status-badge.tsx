import { Trans, useLingui } from '@lingui/react/macro';
import type { CommissionStatus } from '@uniguide/domain';
import { useCommissionStatusLabel } from '../i18n/status-labels';
import { Badge } from './badge';

const TONE = {
  pending: 'info',
  invoiced: 'warning',
  paid: 'success',
  reversed: 'neutral',
} as const satisfies Record<CommissionStatus, string>;

/** The commission's status, and "Overdue" beside it when its payout date has passed unpaid. */
export function CommissionStatusBadge({
  status,
  overdue,
}: {
  status: CommissionStatus;
  overdue: boolean;
}) {
  const { t } = useLingui();
  const label = useCommissionStatusLabel();
  // What "Overdue" means, on hover and to screen readers.
  const overdueMeans = t`Not paid, and its expected payout date has passed`;
  const overdueMeansLower = t`not paid, and its expected payout date has passed`;
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={TONE[status]}>{label(status)}</Badge>
      {overdue ? (
        <Badge variant="destructive" title={overdueMeans}>
          <Trans>Overdue</Trans>
          <span className="sr-only">: {overdueMeansLower}</span>
        </Badge>
      ) : null}
    </span>
  );
}
