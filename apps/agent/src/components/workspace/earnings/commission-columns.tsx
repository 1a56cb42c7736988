import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import type { Commission } from '@uniguide/domain';
import {
  CommissionProgram,
  CommissionStatusBadge,
  PayoutDate,
  type ListColumn,
} from '@uniguide/ui';
import { useMemo } from 'react';
import { EventDate } from './commission-dates';

/**
 * The agent's commissions, once for the table and the phone cards: who, what, how much, when, and
 * where it stands. A card shows student, program and amount in its heading and the status below it.
 */
export function useCommissionColumns(): readonly ListColumn<Commission>[] {
  const { t } = useLingui();
  const format = useFormatters();
  return useMemo(
    () => [
      {
        header: t`Student`,
        cellClassName: 'font-medium',
        cell: (commission) => commission.studentName,
        phoneLabel: null,
      },
      {
        header: t`Program`,
        cellClassName: 'whitespace-normal',
        cell: (commission) => <CommissionProgram commission={commission} className="min-w-48" />,
        phoneLabel: null,
      },
      {
        header: t`Amount`,
        headProps: { className: 'text-end' },
        cellClassName: 'text-end font-medium tabular-nums',
        cell: (commission) =>
          commission.amountFils === null
            ? t`To be confirmed`
            : format.aedFils(commission.amountFils),
        phoneLabel: null,
      },
      {
        header: t`Expected Payout`,
        cell: (commission) => <PayoutDate commission={commission} />,
        phoneLabel: t`Expected Payout`,
        phoneClassName: 'grid gap-0.5',
      },
      {
        header: t`Status`,
        cell: (commission) => (
          <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
        ),
        phoneLabel: null,
      },
      {
        header: t`Invoiced`,
        cell: (commission) => <EventDate value={commission.invoicedAt} />,
        phoneLabel: t`Invoiced`,
        phoneClassName: 'grid gap-0.5',
      },
      {
        header: t`Paid`,
        cell: (commission) => <EventDate value={commission.paidAt} />,
        phoneLabel: t`Paid`,
        phoneClassName: 'grid gap-0.5',
      },
    ],
    [t, format],
  );
}
