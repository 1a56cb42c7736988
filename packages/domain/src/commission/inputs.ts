import { z } from 'zod';
import { ZId } from '../ids';
import { ZListWindow } from '../pagination';
import { ZCommissionListInput } from './commission';

/** The list's filters and paging; REST callers page with limit/offset. */
export const ZCommissionListWindow = ZCommissionListInput.extend({
  limit: ZListWindow.shape.limit,
  offset: ZListWindow.shape.offset,
});

/** An agent's own commissions: no agent filter (the owner is the session's user). */
export const ZMyCommissionListInput = ZCommissionListWindow.omit({ agentId: true });

/** The payouts queue: every unpaid commission (due and overdue), soonest payout date first. */
export const ZPayoutsInput = ZCommissionListWindow.omit({ status: true, sort: true });

/** The summary of every agent, or of one. */
export const ZCommissionSummaryInput = z
  .object({ agentId: ZId.optional() })
  .default({ agentId: undefined });

/** The list's filters and order, without paging. */
export const ZCommissionExportInput = ZCommissionListInput.omit({ page: true, pageSize: true });
export type CommissionExportInput = z.infer<typeof ZCommissionExportInput>;

/** One university's commission terms. */
export const ZCommissionTermsInput = z.object({ universityId: ZId });
