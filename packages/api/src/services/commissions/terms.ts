import { queries } from '@uniguide/db';
import {
  AppError,
  type ProgramCommissionRateInput,
  type UniversityCommissionTermsInput,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { PROGRAM_NOT_FOUND } from '../catalogue/programs';
import { UNIVERSITY_NOT_FOUND } from '../catalogue/universities';

// Commission terms: a university's rate and payout lag, a program's own rate. Admin-only; the
// catalogue's public answers never carry them. Changes price future completions only: an earned
// commission keeps the figures it was earned with.

/** One university's programs (hidden ones too) with their own and effective rates. */
export async function universityProgramRates(ctx: SignedInContext, universityId: number) {
  const university = await queries.commissions.findUniversityCommissionTerms(ctx.db, universityId);
  if (!university) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
  return {
    university,
    programs: await queries.commissions.listProgramCommissionRates(ctx.db, universityId),
  };
}

export function updateUniversityTerms(ctx: SignedInContext, input: UniversityCommissionTermsInput) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.commissions.findUniversityCommissionTerms(tx, input.universityId, {
      forUpdate: true,
    });
    if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
    const after = await queries.commissions.updateUniversityCommissionTerms(
      tx,
      input.universityId,
      {
        commissionRateBps: input.commissionRatePercent,
        payoutLagDays: input.payoutLagDays,
      },
    );
    if (!after) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
    await writeAudit(tx, ctx, {
      action: 'commission_terms_updated',
      resourceType: 'university',
      resourceId: after.universityId,
      previousData: {
        commissionRateBps: before.commissionRateBps,
        payoutLagDays: before.payoutLagDays,
      },
      newData: {
        commissionRateBps: after.commissionRateBps,
        payoutLagDays: after.payoutLagDays,
      },
    });
    return after;
  });
}

/** A program's own rate; null removes it, so the university's rate applies again. */
export function updateProgramRate(ctx: SignedInContext, input: ProgramCommissionRateInput) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.commissions.findProgramCommissionRate(tx, input.programId);
    if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    const after = await queries.commissions.setProgramCommissionRate(
      tx,
      input.programId,
      input.commissionRatePercent,
    );
    if (!after) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    await writeAudit(tx, ctx, {
      action: 'program_commission_rate_updated',
      resourceType: 'program',
      resourceId: after.programId,
      previousData: { commissionRateBps: before.commissionRateBps },
      newData: { commissionRateBps: after.commissionRateBps },
    });
    return after;
  });
}
