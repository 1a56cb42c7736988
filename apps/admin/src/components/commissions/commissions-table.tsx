import type { Commission } from '@uniguide/domain';
import { ColumnTable, cn } from '@uniguide/ui';
import { COMMISSION_COLUMNS } from './commission-columns';

/** Commissions on wide screens, overdue rows tinted; `emptyText` fills an empty table. */
export function CommissionsTable({
  items,
  emptyText,
}: {
  items: readonly Commission[];
  emptyText: string;
}) {
  return (
    <ColumnTable
      columns={COMMISSION_COLUMNS}
      items={items}
      rowKey={(commission) => commission.id}
      rowClassName={(commission) =>
        cn(commission.overdue && 'bg-destructive/5 hover:bg-destructive/10')
      }
      emptyText={emptyText}
    />
  );
}
