import { Link } from '@tanstack/react-router';
import type { Commission } from '@uniguide/domain';
import { cn, CommissionStatusBadge, PayoutDate } from '@uniguide/ui';
import { CardField, CardList } from '../common/card-list';
import { CommissionActions } from './commission-actions';
import { CommissionAmount } from './commission-amount';
import { CorrectAmountDialog } from './correct-amount-dialog';

/** Phones: one card per commission, the moves at the bottom. */
export function CommissionCards({
  items,
  emptyText,
}: {
  items: readonly Commission[];
  emptyText: string;
}) {
  return (
    <CardList label="Commissions" items={items} emptyText={emptyText}>
      {(commission) => (
        <li
          key={commission.id}
          className={cn('grid gap-3 p-4', commission.overdue && 'bg-destructive/5')}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{commission.studentName}</p>
              <p className="text-sm break-words">{commission.programName}</p>
              <p className="text-xs text-muted-foreground">{commission.universityName}</p>
            </div>
            <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardField label="Amount" className="grid gap-0.5">
              <div className="grid justify-items-start">
                <CommissionAmount commission={commission} />
                <CorrectAmountDialog commission={commission} />
              </div>
            </CardField>
            <CardField label="Expected payout" className="grid gap-0.5">
              <PayoutDate commission={commission} />
            </CardField>
            <CardField label="Agent" className="col-span-2 grid gap-0.5">
              <Link
                to="/commissions"
                search={{ agentId: commission.agentId }}
                className="font-medium underline-offset-4 hover:underline"
              >
                {commission.agentName}
              </Link>
            </CardField>
          </dl>
          <CommissionActions commission={commission} />
        </li>
      )}
    </CardList>
  );
}
