/**
 * Onboarding with a regional expert (docs/product.md §5.11, decision 062): admins publish, edit and
 * withdraw slots and mark sessions held or missed; approved agents book, move and cancel, and both sides get an `.ics`
 * invitation through the outbox. Every change is one transaction with its audit row and e-mails.
 */
export { listOnboardingSessions, listOpenOnboardingSlots, publishOnboardingSlot } from './slots';
export { updateOnboardingSlot, withdrawOnboardingSlot } from './slot-changes';
export {
  bookOnboardingSlot,
  cancelOnboarding,
  markOnboardingBooking,
  onboardingOverview,
  rescheduleOnboarding,
} from './bookings';
