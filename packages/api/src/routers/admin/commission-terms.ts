import { queries } from '@uniguide/db';
import {
  AppError,
  ZProgramCommissionRateInput,
  ZUniversityCommissionTermsInput,
  ZCommissionTermsInput,
} from '@uniguide/domain';
import { writeAudit } from '../../services/audit/audit';
import { adminProcedure, router } from '../../trpc';
import { UNIVERSITY_NOT_FOUND } from './catalogue-universities';

export const PROGRAM_NOT_FOUND = 'Program not found';

/**
 * Commission terms: a university's rate and payout lag, a program's own rate. Admin-only; the
 * catalogue's public answers never carry them. Changes price future completions only: an earned
 * commission keeps the figures it was earned with.
 */
export const adminCommissionTermsRouter = router({
  /** Every university with its terms and the programs that override its rate. */
  list: adminProcedure.query(({ ctx }) => queries.listUniversityCommissionTerms(ctx.db)),

  /** One university's programs (hidden ones too) with their own and effective rates. */
  programs: adminProcedure.input(ZCommissionTermsInput).query(async ({ ctx, input }) => {
    const university = await queries.findUniversityCommissionTerms(ctx.db, input.universityId);
    if (!university) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
    return {
      university,
      programs: await queries.listProgramCommissionRates(ctx.db, input.universityId),
    };
  }),

  updateUniversity: adminProcedure
    .input(ZUniversityCommissionTermsInput)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (tx) => {
        const before = await queries.findUniversityCommissionTerms(tx, input.universityId, {
          forUpdate: true,
        });
        if (!before) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND);
        const after = await queries.updateUniversityCommissionTerms(tx, input.universityId, {
          commissionRateBps: input.commissionRatePercent,
          payoutLagDays: input.payoutLagDays,
        });
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
      }),
    ),

  /** A program's own rate; null removes it, so the university's rate applies again. */
  updateProgram: adminProcedure.input(ZProgramCommissionRateInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (tx) => {
      const before = await queries.findProgramCommissionRate(tx, input.programId);
      if (!before) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
      const after = await queries.setProgramCommissionRate(
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
    }),
  ),
});
