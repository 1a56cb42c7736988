import { CommissionStatusBadge, PayoutDate } from '@uniguide/ui';
import { formatAedFils, type Commission } from '@uniguide/domain';
import { EventDate } from './commission-dates';

/** Phones: the table's columns stacked as one card per commission. */
export function CommissionCards({ items }: { items: readonly Commission[] }) {
  return (
    <ul className="grid gap-3" aria-label="Commissions">
      {items.map((commission) => (
        <li key={commission.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{commission.studentName}</p>
              <p className="text-sm break-words">{commission.programName}</p>
              <p className="text-xs text-muted-foreground">{commission.universityName}</p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">
              {formatAedFils(commission.amountFils)}
            </p>
          </div>
          <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
          <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Expected Payout</dt>
              <dd>
                <PayoutDate commission={commission} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Invoiced</dt>
              <dd>
                <EventDate value={commission.invoicedAt} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Paid</dt>
              <dd>
                <EventDate value={commission.paidAt} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
