import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Commission } from '@uniguide/domain';
import {
  CommissionProgram,
  CommissionStatusBadge,
  PayoutDate,
  type ListColumn,
} from '@uniguide/ui';
import { CommissionActions } from './commission-actions';
import { CommissionAmount } from './commission-amount';
import { CorrectAmountDialog } from './correct-amount-dialog';

function AgentLink({ commission, title }: { commission: Commission; title?: string }) {
  return (
    <Link
      to="/commissions"
      search={{ agentId: commission.agentId }}
      className="font-medium underline-offset-4 hover:underline"
      title={title}
    >
      {commission.agentName}
    </Link>
  );
}

/**
 * The console's commission list, once for the table and the phone cards: agent, student, program,
 * amount (with its correction), expected payout (the sort), status and the moves. A card shows
 * student, program and status in its heading and the moves at its foot.
 */
export const COMMISSION_COLUMNS: readonly ListColumn<Commission>[] = [
  {
    header: 'Agent',
    cell: (commission) => (
      <AgentLink
        commission={commission}
        title={`Show only ${commission.agentName}'s commissions`}
      />
    ),
    phoneLabel: 'Agent',
    phoneCell: (commission) => <AgentLink commission={commission} />,
    phoneClassName: 'col-span-2 grid gap-0.5',
    phoneOrder: 10,
  },
  {
    header: 'Student',
    cell: (commission) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{commission.studentName}</span>
        <Link
          to="/applications/$applicationId"
          params={{ applicationId: String(commission.applicationId) }}
          className="text-xs text-muted-foreground underline-offset-4 hover:underline"
        >
          <Trans>Application #{commission.applicationId}</Trans>
        </Link>
      </div>
    ),
    phoneLabel: null,
  },
  {
    header: 'Program',
    cellClassName: 'min-w-56 whitespace-normal',
    cell: (commission) => <CommissionProgram commission={commission} />,
    phoneLabel: null,
  },
  {
    header: 'Amount',
    cell: (commission) => (
      <div className="grid justify-items-start">
        <CommissionAmount commission={commission} />
        <CorrectAmountDialog commission={commission} />
      </div>
    ),
    phoneLabel: 'Amount',
    phoneClassName: 'grid gap-0.5',
  },
  {
    header: 'Expected Payout',
    headProps: { 'aria-sort': 'ascending' },
    cell: (commission) => <PayoutDate commission={commission} />,
    phoneLabel: 'Expected payout',
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
    header: 'Actions',
    headProps: { className: 'text-end' },
    cell: (commission) => <CommissionActions commission={commission} className="justify-end" />,
    phoneLabel: null,
  },
];
