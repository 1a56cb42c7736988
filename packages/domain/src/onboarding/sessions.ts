import { z } from 'zod';
import { ZId } from '../ids';

/**
 * Onboarding sessions with a regional expert (docs/product.md §5.11): admins publish slots, agents
 * book one, move it to another slot or cancel it; admins mark each booking held or missed.
 */
/** The agent app's page for booking, moving and cancelling a session. */
export const ONBOARDING_PATH = '/dashboard/onboarding';
/** The console's page of sessions. */
export const ADMIN_ONBOARDING_PATH = '/onboarding';

export const ONBOARDING_BOOKING_STATUSES = ['booked', 'cancelled', 'held', 'missed'] as const;
export type OnboardingBookingStatus = (typeof ONBOARDING_BOOKING_STATUSES)[number];

export const ONBOARDING_BOOKING_STATUS_LABELS: Record<OnboardingBookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  held: 'Held',
  missed: 'Missed',
};

export const ONBOARDING_OUTCOMES = ['held', 'missed'] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];

export const MIN_SESSION_MINUTES = 15;
export const MAX_SESSION_MINUTES = 240;
export const MAX_SLOT_CAPACITY = 100;

export const ONBOARDING_MESSAGES = {
  slotNotFound: 'Onboarding slot not found',
  bookingNotFound: 'Onboarding booking not found',
  slotFull: 'This onboarding slot is full: choose another time',
  slotPast: 'This onboarding slot has already started: choose a later time',
  sameSlot: 'Your session is already in this slot',
  alreadyBooked:
    'You already have an onboarding session booked: move it to another time or cancel it first',
  notActive: 'This booking is no longer active',
  agentsOnly: 'Onboarding sessions are booked by agents',
  approvalFirst: 'You can book an onboarding session once your account is approved',
  startInFuture: 'Choose a start time in the future',
  notStarted: 'A session can be marked held or missed once it has started',
  notBooked: 'Only a booked session can be marked held or missed',
  alreadyStarted: 'This session has already started: it can no longer be moved or cancelled',
  slotHasBookings:
    'Agents have booked this slot: withdraw it instead, and they are told and can book another time',
  slotStarted: 'This slot has already started: it can no longer be changed or withdrawn',
} as const;

/** An instant with its offset, as the apps send it (`2026-12-01T09:00:00.000Z` or `+04:00`). */
const ZInstant = z.iso.datetime({ offset: true, message: 'Give the start time' });

/** What an admin publishes. The start is an instant; each viewer sees it in their own time zone. */
export const ZOnboardingSlotInput = z.object({
  expertName: z
    .string({ message: "Give the expert's name" })
    .trim()
    .min(1, "Give the expert's name")
    .max(120, "The expert's name is at most 120 characters"),
  expertEmail: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.email({ message: 'Give a valid e-mail address' }).max(254).optional(),
  ),
  region: z
    .string({ message: 'Give the region' })
    .trim()
    .min(1, 'Give the region')
    .max(60, 'A region is at most 60 characters'),
  startsAt: ZInstant,
  durationMinutes: z.coerce
    .number({ message: 'Give the length in minutes' })
    .int('Give whole minutes')
    .min(MIN_SESSION_MINUTES, `A session lasts at least ${MIN_SESSION_MINUTES} minutes`)
    .max(MAX_SESSION_MINUTES, `A session lasts at most ${MAX_SESSION_MINUTES} minutes`),
  capacity: z.coerce
    .number({ message: 'Give the number of seats' })
    .int('Give a whole number of seats')
    .min(1, 'A slot has at least one seat')
    .max(MAX_SLOT_CAPACITY, `A slot has at most ${MAX_SLOT_CAPACITY} seats`),
  meetingUrl: z
    .url({ protocol: /^https$/, message: 'The meeting link is an https:// address' })
    .max(2000, 'The meeting link is at most 2000 characters'),
});
export type OnboardingSlotInput = z.infer<typeof ZOnboardingSlotInput>;

/** An admin's change to a slot nobody has booked: the whole slot again, with its id. */
export const ZOnboardingSlotUpdateInput = ZOnboardingSlotInput.extend({ id: ZId });
export type OnboardingSlotUpdateInput = z.infer<typeof ZOnboardingSlotUpdateInput>;

export const ZOnboardingBookInput = z.object({ slotId: ZId });
export type OnboardingBookInput = z.infer<typeof ZOnboardingBookInput>;

/** Moves a booking to another slot in one step (its invitation is updated, not replaced). */
export const ZOnboardingRescheduleInput = z.object({ id: ZId, slotId: ZId });
export type OnboardingRescheduleInput = z.infer<typeof ZOnboardingRescheduleInput>;

export const ZOnboardingMarkInput = z.object({
  id: ZId,
  outcome: z.enum(ONBOARDING_OUTCOMES, { message: 'Choose held or missed' }),
});
export type OnboardingMarkInput = z.infer<typeof ZOnboardingMarkInput>;

/** The console's list: sessions still to come (soonest first) or past ones (latest first). */
export const ZAdminOnboardingListInput = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type AdminOnboardingListInput = z.infer<typeof ZAdminOnboardingListInput>;

/** A slot as agents see it before booking: no meeting link, and the seats still free. */
export interface OnboardingSlot {
  id: number;
  expertName: string;
  region: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
}

/** An agent's booking, with the meeting link of its slot. */
export interface OnboardingBooking {
  id: number;
  status: OnboardingBookingStatus;
  sequence: number;
  bookedAt: string;
  slot: OnboardingSlot & { meetingUrl: string };
}

/** The agent's page: their current booking (or none) and whether they are still invited to book. */
export interface OnboardingOverview {
  booking: OnboardingBooking | null;
  /** Approved agents with no booked or held session are invited to book one. */
  invited: boolean;
  slots: OnboardingSlot[];
}

export interface AdminOnboardingBooking {
  id: number;
  status: OnboardingBookingStatus;
  userId: number;
  agentName: string;
  agentEmail: string;
  agencyName: string | null;
  bookedAt: string;
}

/** A session in the console: its slot and everyone booked on it (cancelled bookings left out). */
export interface AdminOnboardingSlot extends OnboardingSlot {
  expertEmail: string | null;
  meetingUrl: string;
  bookings: AdminOnboardingBooking[];
}

/** When a session ends. */
export function sessionEnd(slot: Pick<OnboardingSlot, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000);
}
