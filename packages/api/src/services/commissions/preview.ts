import { queries } from '@uniguide/db';
import {
  AppError,
  PAYMENT_MEDIAN_MIN_PAID,
  commissionAmountFils,
  type CommissionPreview,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';

/**
 * The commission a signed-in agent would earn on a program (never public: the catalogue's public
 * procedures do not carry it). The amount uses the same integer rule as an earned commission.
 */
export async function commissionPreview(
  ctx: SignedInContext,
  programId: number,
): Promise<CommissionPreview> {
  const terms = await queries.commissions.findProgramCommissionTerms(ctx.db, programId);
  if (!terms) throw new AppError('NOT_FOUND', 'Program not found');
  const payments = await queries.commissions.universityPaymentDays(ctx.db, terms.universityId);
  const enough = payments.paidCount >= PAYMENT_MEDIAN_MIN_PAID && payments.medianDays !== null;
  return {
    programId: terms.programId,
    tuitionAed: terms.tuitionAed,
    rateBps: terms.rateBps,
    amountFils: commissionAmountFils(terms.tuitionAed, terms.rateBps),
    payoutLagDays: terms.payoutLagDays,
    medianDaysToPayment: enough ? Math.round(payments.medianDays!) : null,
    paidCount: payments.paidCount,
  };
}
