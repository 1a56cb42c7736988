import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import type { Commission } from '@uniguide/domain';
import { CardFields, CommissionCardHeading, CommissionStatusBadge } from '@uniguide/ui';
import { useCommissionColumns } from './commission-columns';

/** Phones: the table's columns stacked as one card per commission. */
export function CommissionCards({ items }: { items: readonly Commission[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  const columns = useCommissionColumns();
  return (
    <ul className="grid gap-3" aria-label={t`Commissions`}>
      {items.map((commission) => (
        <li key={commission.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <CommissionCardHeading commission={commission} />
            <p className="shrink-0 font-semibold tabular-nums">
              {commission.amountFils === null
                ? t`To be confirmed`
                : format.aedFils(commission.amountFils)}
            </p>
          </div>
          <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
          <CardFields
            columns={columns}
            item={commission}
            className="grid grid-cols-3 gap-x-3 gap-y-2"
          />
        </li>
      ))}
    </ul>
  );
}
