/**
 * Onboarding sessions with a regional expert (docs/decisions/062-onboarding-sessions.md): slots with
 * their free seats, the console's sessions with their agents, and the bookings agents hold.
 */
export {
  findOnboardingSlot,
  insertOnboardingSlot,
  listAdminOnboardingSlots,
  listUpcomingOnboardingSlots,
  updateOnboardingSlot,
  withdrawOnboardingSlot,
  type NewOnboardingSlot,
  type OnboardingSlotChange,
  type OnboardingSlotRow,
} from './slots';
export {
  countLiveOnboardingBookings,
  findActiveOnboardingBooking,
  findAdminEmail,
  findCurrentOnboardingBooking,
  findOnboardingAttendee,
  findOnboardingBooking,
  insertOnboardingBooking,
  listBookedOnSlot,
  moveOnboardingBooking,
  setOnboardingBookingStatus,
  type OnboardingAttendee,
  type OnboardingBookingRow,
} from './bookings';
