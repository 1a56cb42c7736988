import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function AgentLink({
  commission,
  withTitle = false,
}: {
  commission: Commission;
  withTitle?: boolean;
}) {
  const { t } = useLingui();
  const agentName = commission.agentName;
  return (
    <Link
      to="/commissions"
      search={{ agentId: commission.agentId }}
      className="font-medium underline-offset-4 hover:underline"
      title={withTitle ? t`Show only ${agentName}'s commissions` : undefined}
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
    header: msg`Agent`,
    cell: (commission) => <AgentLink commission={commission} withTitle />,
    phoneLabel: msg`Agent`,
    phoneCell: (commission) => <AgentLink commission={commission} />,
    phoneClassName: 'col-span-2 grid gap-0.5',
    phoneOrder: 10,
  },
  {
    header: msg`Student`,
    // Wraps like the program: a long name kept on one line ran over the program beside it.
    cellClassName: 'min-w-40 whitespace-normal',
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
    header: msg`Program`,
    cellClassName: 'min-w-56 whitespace-normal',
    cell: (commission) => <CommissionProgram commission={commission} />,
    phoneLabel: null,
  },
  {
    header: msg`Amount`,
    cell: (commission) => (
      <div className="grid min-w-max justify-items-start">
        <CommissionAmount commission={commission} />
        <CorrectAmountDialog commission={commission} />
      </div>
    ),
    phoneLabel: msg`Amount`,
    phoneClassName: 'grid gap-0.5',
  },
  {
    header: msg`Expected Payout`,
    headProps: { 'aria-sort': 'ascending' },
    cell: (commission) => <PayoutDate commission={commission} />,
    phoneLabel: msg`Expected payout`,
    phoneClassName: 'grid gap-0.5',
  },
  {
    header: msg`Status`,
    cell: (commission) => (
      <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
    ),
    phoneLabel: null,
  },
  {
    header: msg`Actions`,
    headProps: { className: 'text-end' },
    cell: (commission) => <CommissionActions commission={commission} className="justify-end" />,
    phoneLabel: null,
  },
];
