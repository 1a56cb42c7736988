import {
  ZAdminOnboardingListInput,
  ZIdInput,
  ZOnboardingBookInput,
  ZOnboardingMarkInput,
  ZOnboardingRescheduleInput,
  ZOnboardingSlotInput,
  ZOnboardingSlotUpdateInput,
} from '@uniguide/domain';
import {
  bookOnboardingSlot,
  cancelOnboarding,
  listOnboardingSessions,
  listOpenOnboardingSlots,
  markOnboardingBooking,
  onboardingOverview,
  publishOnboardingSlot,
  rescheduleOnboarding,
  updateOnboardingSlot,
  withdrawOnboardingSlot,
} from '../../services/onboarding';
import { adminProcedure, router, signedInProcedure } from '../../trpc';

/** Onboarding with a regional expert, the agent's side (docs/product.md §5.11). */
export const onboardingRouter = router({
  slots: signedInProcedure.query(({ ctx }) => listOpenOnboardingSlots(ctx)),
  overview: signedInProcedure.query(({ ctx }) => onboardingOverview(ctx)),
  book: signedInProcedure
    .input(ZOnboardingBookInput)
    .mutation(({ ctx, input }) => bookOnboardingSlot(ctx, input)),
  reschedule: signedInProcedure
    .input(ZOnboardingRescheduleInput)
    .mutation(({ ctx, input }) => rescheduleOnboarding(ctx, input)),
  cancel: signedInProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => cancelOnboarding(ctx, input)),
});

/** The console's side: publish, edit and withdraw slots, list sessions, mark them held or missed. */
export const adminOnboardingRouter = router({
  list: adminProcedure
    .input(ZAdminOnboardingListInput)
    .query(({ ctx, input }) => listOnboardingSessions(ctx, input)),
  createSlot: adminProcedure
    .input(ZOnboardingSlotInput)
    .mutation(({ ctx, input }) => publishOnboardingSlot(ctx, input)),
  updateSlot: adminProcedure
    .input(ZOnboardingSlotUpdateInput)
    .mutation(({ ctx, input }) => updateOnboardingSlot(ctx, input)),
  withdrawSlot: adminProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => withdrawOnboardingSlot(ctx, input)),
  mark: adminProcedure
    .input(ZOnboardingMarkInput)
    .mutation(({ ctx, input }) => markOnboardingBooking(ctx, input)),
});
