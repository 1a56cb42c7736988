import { queries, type OwnerScope } from '@uniguide/db';
import { listWindow, toPage, type ZCommissionListWindow } from '@uniguide/domain';
import type { z } from 'zod';
import type { Context } from '../../context';

/**
 * The list's filters, order and window, whoever asks (an agent's input has no agent filter); the
 * status is any the query reads, the payouts queue's "unpaid" included.
 */
type CommissionPageInput = Omit<z.infer<typeof ZCommissionListWindow>, 'agentId' | 'status'> & {
  status?: Parameters<typeof queries.commissions.listCommissions>[1]['status'];
};

/** One page of the commissions in `owner`'s scope (everyone's without one), filtered and sorted. */
export async function listCommissionPage(
  ctx: Pick<Context, 'db'>,
  owner: OwnerScope | undefined,
  input: CommissionPageInput,
) {
  const window = listWindow(input);
  const result = await queries.commissions.listCommissions(ctx.db, {
    owner,
    universityId: input.universityId,
    status: input.status,
    search: input.search,
    sort: input.sort,
    ...window,
  });
  return toPage(result, window);
}
