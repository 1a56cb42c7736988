import { z } from 'zod';
import { ZId } from '../ids';
import { ZListWindow, ZPageInput, ZSearchText } from '../pagination';
import { aedToFils, MAX_PAYOUT_LAG_DAYS, percentToBps } from './commission';
import { COMMISSION_FILTERS, COMMISSION_SORTS } from './filters';

const RATE_MESSAGE =
  'Commission rate must be a percentage between 0 and 100 with at most two decimals';

/** A percentage as text or number ("12.5") → basis points. */
export const ZCommissionRatePercent = z
  .union([z.string(), z.number()], { message: RATE_MESSAGE })
  .transform((value, ctx) => {
    const bps = percentToBps(String(value));
    if (bps === null) {
      ctx.addIssue({ code: 'custom', message: RATE_MESSAGE });
      return z.NEVER;
    }
    return bps;
  });

export const ZUniversityCommissionTermsInput = z.object({
  universityId: ZId,
  commissionRatePercent: ZCommissionRatePercent,
  payoutLagDays: z.coerce
    .number({ message: 'Payout lag must be a number of days' })
    .int('Payout lag must be a whole number of days')
    .min(0, 'Payout lag cannot be negative')
    .max(MAX_PAYOUT_LAG_DAYS, `Payout lag must be at most ${MAX_PAYOUT_LAG_DAYS} days`),
});
export type UniversityCommissionTermsInput = z.infer<typeof ZUniversityCommissionTermsInput>;

/** A program's own rate; null removes the override (the university's rate applies). */
export const ZProgramCommissionRateInput = z.object({
  programId: ZId,
  commissionRatePercent: ZCommissionRatePercent.nullable(),
});
export type ProgramCommissionRateInput = z.infer<typeof ZProgramCommissionRateInput>;

export const ZMoveCommissionInput = z.object({
  id: ZId,
  status: z.enum(['pending', 'invoiced', 'paid'], {
    message: 'Status must be pending, invoiced or paid',
  }),
});
export type MoveCommissionInput = z.infer<typeof ZMoveCommissionInput>;

export const ZCommissionListInput = ZPageInput.extend({
  search: ZSearchText.optional(),
  status: z.enum(COMMISSION_FILTERS).optional(),
  sort: z.enum(COMMISSION_SORTS).default('payout-asc'),
  /** Admin only: one agent's commissions. */
  agentId: ZId.optional(),
  universityId: ZId.optional(),
});
export type CommissionListInput = z.infer<typeof ZCommissionListInput>;

const AMOUNT_MESSAGE = 'Amount must be in AED with at most two decimals, e.g. 4500 or 4500.50';

/** An admin's correction of a commission's amount, e.g. when the program had no tuition figure. */
export const ZSetCommissionAmountInput = z.object({
  id: ZId,
  amountAed: z
    .union([z.string(), z.number()], { message: AMOUNT_MESSAGE })
    .transform((value, ctx) => {
      const fils = aedToFils(String(value));
      if (fils === null) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return fils;
    }),
});
export type SetCommissionAmountInput = z.infer<typeof ZSetCommissionAmountInput>;

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
