import type { Commission } from '@uniguide/domain';
import { ColumnTable } from '@uniguide/ui';
import { COMMISSION_COLUMNS } from './commission-columns';

/** The agent's commissions on wide screens. */
export function CommissionsTable({ items }: { items: readonly Commission[] }) {
  return (
    <ColumnTable
      columns={COMMISSION_COLUMNS}
      items={items}
      rowKey={(commission) => commission.id}
    />
  );
}
