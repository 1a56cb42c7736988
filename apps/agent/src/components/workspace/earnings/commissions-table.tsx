import type { Commission } from '@uniguide/domain';
import { ColumnTable } from '@uniguide/ui';
import { useCommissionColumns } from './commission-columns';

/** The agent's commissions on wide screens. */
export function CommissionsTable({ items }: { items: readonly Commission[] }) {
  const columns = useCommissionColumns();
  return <ColumnTable columns={columns} items={items} rowKey={(commission) => commission.id} />;
}
