import { useLingui } from '@lingui/react/macro';
import type { Commission } from '@uniguide/domain';
import { CardFields, cn, CommissionCardHeading, CommissionStatusBadge } from '@uniguide/ui';
import { CardList } from '../common/card-list';
import { CommissionActions } from './commission-actions';
import { COMMISSION_COLUMNS } from './commission-columns';

/** Phones: one card per commission, the table's columns as its fields, the moves at the bottom. */
export function CommissionCards({
  items,
  emptyText,
}: {
  items: readonly Commission[];
  emptyText: string;
}) {
  const { t } = useLingui();
  return (
    <CardList label={t`Commissions`} items={items} emptyText={emptyText}>
      {(commission) => (
        <li
          key={commission.id}
          className={cn('grid gap-3 p-4', commission.overdue && 'bg-destructive/5')}
        >
          <div className="flex items-start justify-between gap-3">
            <CommissionCardHeading commission={commission} />
            <CommissionStatusBadge status={commission.status} overdue={commission.overdue} />
          </div>
          <CardFields
            columns={COMMISSION_COLUMNS}
            item={commission}
            className="grid grid-cols-2 gap-x-4 gap-y-2"
          />
          <CommissionActions commission={commission} />
        </li>
      )}
    </CardList>
  );
}
