import {
  ZAdminStageInput,
  ZJourneyInput,
  ZJourneyQueueInput,
  ZSetFeeLinesInput,
  ZRecordStageInput,
  ZUniversityFeesInput,
  ZWithdrawJourneyInput,
} from '@uniguide/domain';
import {
  loadJourney,
  recordAdminStage,
  recordAgentStage,
  withdrawJourney,
} from '../../services/journey';
import { journeyNextSteps, journeyQueue } from '../../services/journey';
import { firstYearCosts, setFeeLines, universityFees } from '../../services/journey';
import { adminProcedure, router, signedInProcedure } from '../../trpc';

/** The journey after the offer (docs/product.md §5.9): read by both sides, each recording its stages. */
export const journeyRouter = router({
  get: signedInProcedure
    .input(ZJourneyInput)
    .query(({ ctx, input }) => loadJourney(ctx, input.applicationId)),
  /** The student's expected first year in AED, each line with its source. */
  costs: signedInProcedure
    .input(ZJourneyInput)
    .query(({ ctx, input }) => firstYearCosts(ctx, input.applicationId)),
  /** The user's open journeys with each one's next step, soonest due first. */
  nextSteps: signedInProcedure.query(({ ctx }) => journeyNextSteps(ctx)),
  /** An agent stage done on a date (an admin stage is a 403). */
  recordStage: signedInProcedure
    .input(ZRecordStageInput)
    .mutation(({ ctx, input }) => recordAgentStage(ctx, input)),
});

export const adminJourneyRouter = router({
  /** Any stage done, skipped with a reason, or reopened. */
  setStage: adminProcedure
    .input(ZAdminStageInput)
    .mutation(({ ctx, input }) => recordAdminStage(ctx, input)),
  /** The queue's journey views: waiting on us, entry permit expiring, equivalency due. */
  queue: adminProcedure
    .input(ZJourneyQueueInput)
    .query(({ ctx, input }) => journeyQueue(ctx, input.view)),
  /** A university's fee lines and VAT flag, as kept. */
  feeLines: adminProcedure
    .input(ZUniversityFeesInput)
    .query(({ ctx, input }) => universityFees(ctx, input.universityId)),
  /** A university's visa, insurance and deposit fee lines and its VAT flag. */
  setFeeLines: adminProcedure
    .input(ZSetFeeLinesInput)
    .mutation(({ ctx, input }) => setFeeLines(ctx, input)),
  /** Close the journey as withdrawn, with a reason; no commission follows. */
  withdraw: adminProcedure
    .input(ZWithdrawJourneyInput)
    .mutation(({ ctx, input }) => withdrawJourney(ctx, input)),
});
