import { queries } from '@uniguide/db';
import {
  ZCommissionTermsInput,
  ZProgramCommissionRateInput,
  ZUniversityCommissionTermsInput,
} from '@uniguide/domain';
import {
  universityProgramRates,
  updateProgramRate,
  updateUniversityTerms,
} from '../../services/commissions';
import { adminProcedure, router } from '../../trpc';

/**
 * Commission terms: a university's rate and payout lag, a program's own rate. Admin-only; the
 * catalogue's public answers never carry them.
 */
export const adminCommissionTermsRouter = router({
  /** Every university with its terms and the programs that override its rate. */
  list: adminProcedure.query(({ ctx }) =>
    queries.commissions.listUniversityCommissionTerms(ctx.db),
  ),

  /** One university's programs (hidden ones too) with their own and effective rates. */
  programs: adminProcedure
    .input(ZCommissionTermsInput)
    .query(({ ctx, input }) => universityProgramRates(ctx, input.universityId)),

  updateUniversity: adminProcedure
    .input(ZUniversityCommissionTermsInput)
    .mutation(({ ctx, input }) => updateUniversityTerms(ctx, input)),

  /** A program's own rate; null removes it, so the university's rate applies again. */
  updateProgram: adminProcedure
    .input(ZProgramCommissionRateInput)
    .mutation(({ ctx, input }) => updateProgramRate(ctx, input)),
});
