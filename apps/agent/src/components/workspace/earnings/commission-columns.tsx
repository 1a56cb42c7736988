import { formatAedFils, type Commission } from '@uniguide/domain';
import {
  CommissionProgram,
  CommissionStatusBadge,
  PayoutDate,
  type ListColumn,
} from '@uniguide/ui';
import { EventDate } from './commission-dates';

/**
 * The agent's commissions, once for the table and the phone cards: who, what, how much, when, and
 * where it stands. A card shows student, program and amount in its heading and the status below it.
 */
export const COMMISSION_COLUMNS: readonly ListColumn<Commission>[] = [
  {
    header: 'Student',
    cellClassName: 'font-medium',
    cell: (commission) => commission.studentName,
    phoneLabel: null,
  },
  {
    header: 'Program',
    cellClassName: 'whitespace-normal',
    cell: (commission) => <CommissionProgram commission={commission} className="min-w-48" />,
    phoneLabel: null,
  },
  {
    header: 'Amount',
    headProps: { className: 'text-end' },
    cellClassName: 'text-end font-medium tabular-nums',
    cell: (commission) => formatAedFils(commission.amountFils),
    phoneLabel: null,
  },
  {
    header: 'Expected Payout',
    cell: (commission) => <PayoutDate commission={commission} />,
    phoneLabel: 'Expected Payout',
    phoneClassName: 'grid gap-0.5',
  },
  {
    header: 'Status',
    cell: (commission) => (
      <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
    ),
    phoneLabel: null,
  },
  {
    header: 'Invoiced',
    cell: (commission) => <EventDate value={commission.invoicedAt} />,
    phoneLabel: 'Invoiced',
    phoneClassName: 'grid gap-0.5',
  },
  {
    header: 'Paid',
    cell: (commission) => <EventDate value={commission.paidAt} />,
    phoneLabel: 'Paid',
    phoneClassName: 'grid gap-0.5',
  },
];
