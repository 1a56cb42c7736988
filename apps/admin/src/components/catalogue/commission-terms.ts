import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import {
  DEFAULT_COMMISSION_RATE_BPS,
  DEFAULT_PAYOUT_LAG_DAYS,
  ZCommissionRatePercent,
  ZUniversityCommissionTermsInput,
} from '@uniguide/domain';
import { z } from 'zod';

/** Every university's commission rate and payout lag (admin.commissionTerms.list). */
export function useCommissionTerms() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.commissionTerms.list.queryOptions(undefined, DASHBOARD_QUERY));
}

/** What a new university starts with (the columns' defaults). */
export const DEFAULT_TERMS = {
  commissionRateBps: DEFAULT_COMMISSION_RATE_BPS,
  payoutLagDays: DEFAULT_PAYOUT_LAG_DAYS,
};

/** The university form's terms fields, read by the same schemas as the procedure's. */
export const ZUniversityTermsFields = z.object({
  commissionRatePercent: ZCommissionRatePercent,
  payoutLagDays: ZUniversityCommissionTermsInput.shape.payoutLagDays,
});

/** The program form's own rate: empty means none (the university's rate applies). */
export const ZProgramRateField = z.object({
  commissionRatePercent: z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    ZCommissionRatePercent.nullable(),
  ),
});
