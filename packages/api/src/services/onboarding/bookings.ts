import { queries, type OnboardingBookingRow, type OnboardingSlotRow } from '@uniguide/db';
import {
  AppError,
  ONBOARDING_MESSAGES,
  type OnboardingBookInput,
  type OnboardingBooking,
  type OnboardingMarkInput,
  type OnboardingOverview,
  type OnboardingRescheduleInput,
} from '@uniguide/domain';
import { requireAdmin, requireSignedIn, type SignedInContext } from '../../access';
import type { Context } from '../../context';
import { writeAudit, type Executor } from '../audit';
import { sendOnboardingMail } from './mail';
import { listOpenOnboardingSlots, publicSlot } from './slots';

const conflict = (message: string) => new AppError('CONFLICT', message);
const bookingNotFound = () => new AppError('NOT_FOUND', ONBOARDING_MESSAGES.bookingNotFound);

/** Only approved agents book: admins run the sessions, pending agents wait for approval. */
function requireBookingAgent(context: Context): SignedInContext {
  const ctx = requireSignedIn(context);
  if (ctx.user.role !== 'agent') throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.agentsOnly);
  if (ctx.user.approvalStatus !== 'approved')
    throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.approvalFirst);
  return ctx;
}

function toBooking(row: OnboardingBookingRow, slot: OnboardingSlotRow): OnboardingBooking {
  return {
    id: row.id,
    status: row.status,
    sequence: row.sequence,
    bookedAt: new Date(row.bookedAt).toISOString(),
    slot: { ...publicSlot(slot), meetingUrl: slot.meetingUrl },
  };
}

/**
 * The slot a booking may take, locked so that its seats are counted by one booker at a time: a
 * missing or withdrawn slot is 404, one that has started or is full is 409.
 */
async function lockBookableSlot(tx: Executor, slotId: number): Promise<OnboardingSlotRow> {
  const slot = await queries.onboarding.findOnboardingSlot(tx, slotId, { forUpdate: true });
  if (!slot || slot.withdrawnAt !== null)
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.slotNotFound);
  if (new Date(slot.startsAt).getTime() <= Date.now()) throw conflict(ONBOARDING_MESSAGES.slotPast);
  if (slot.seatsLeft <= 0) throw conflict(ONBOARDING_MESSAGES.slotFull);
  return slot;
}

/** The agent's own booking, locked; another's (or a missing one) is 404. */
async function lockOwnBooking(
  tx: Executor,
  ctx: SignedInContext,
  id: number,
): Promise<OnboardingBookingRow> {
  const booking = await queries.onboarding.findOnboardingBooking(tx, id, { forUpdate: true });
  if (!booking || booking.userId !== ctx.user.id) throw bookingNotFound();
  return booking;
}

async function attendeeOf(tx: Executor, ctx: SignedInContext) {
  return (await queries.onboarding.findOnboardingAttendee(tx, ctx.user.id))!;
}

/**
 * An approved agent takes a seat: one booked session still to come per agent (409 otherwise), never a full or
 * past slot (409). The booking, its audit row and both invitations are one transaction.
 */
export async function bookOnboardingSlot(
  context: Context,
  input: OnboardingBookInput,
): Promise<OnboardingBooking> {
  const ctx = requireBookingAgent(context);
  return ctx.db.transaction().execute(async (tx) => {
    // The agent's row is locked first, so two bookings of one agent are checked one after the other.
    await queries.accounts.findUserForUpdate(tx, ctx.user.id);
    if (await queries.onboarding.findActiveOnboardingBooking(tx, ctx.user.id, new Date()))
      throw conflict(ONBOARDING_MESSAGES.alreadyBooked);
    const slot = await lockBookableSlot(tx, input.slotId);
    const booking = await queries.onboarding.insertOnboardingBooking(tx, {
      slotId: slot.id,
      userId: ctx.user.id,
    });
    const taken = { ...slot, seatsLeft: slot.seatsLeft - 1 };
    await writeAudit(tx, ctx, {
      action: 'onboarding_booked',
      resourceType: 'onboarding_booking',
      resourceId: booking.id,
      newData: { slotId: slot.id, startsAt: slot.startsAt, sequence: booking.sequence },
    });
    await sendOnboardingMail(tx, ctx, {
      kind: 'booked',
      booking,
      slot: taken,
      agent: await attendeeOf(tx, ctx),
    });
    return toBooking(booking, taken);
  });
}

/** The booking's slot, for a booking that is still booked and has not started (409 otherwise). */
async function changeableSlot(tx: Executor, booking: OnboardingBookingRow) {
  if (booking.status !== 'booked') throw conflict(ONBOARDING_MESSAGES.notActive);
  const slot = (await queries.onboarding.findOnboardingSlot(tx, booking.slotId))!;
  if (new Date(slot.startsAt).getTime() <= Date.now())
    throw conflict(ONBOARDING_MESSAGES.alreadyStarted);
  return slot;
}

/**
 * Moves the agent's booking to another slot in one step: the seat in the new slot is taken before
 * the old one is given up, the invitation keeps its UID and its sequence goes up by one.
 */
export async function rescheduleOnboarding(
  context: Context,
  input: OnboardingRescheduleInput,
): Promise<OnboardingBooking> {
  const ctx = requireSignedIn(context);
  return ctx.db.transaction().execute(async (tx) => {
    const booking = await lockOwnBooking(tx, ctx, input.id);
    const previous = await changeableSlot(tx, booking);
    if (previous.id === input.slotId) throw conflict(ONBOARDING_MESSAGES.sameSlot);
    const slot = await lockBookableSlot(tx, input.slotId);
    const moved = await queries.onboarding.moveOnboardingBooking(tx, booking.id, slot.id);
    const taken = { ...slot, seatsLeft: slot.seatsLeft - 1 };
    await writeAudit(tx, ctx, {
      action: 'onboarding_rescheduled',
      resourceType: 'onboarding_booking',
      resourceId: booking.id,
      previousData: { slotId: previous.id, startsAt: previous.startsAt },
      newData: { slotId: slot.id, startsAt: slot.startsAt, sequence: moved.sequence },
    });
    await sendOnboardingMail(tx, ctx, {
      kind: 'moved',
      booking: moved,
      slot: taken,
      agent: await attendeeOf(tx, ctx),
      previousSlot: previous,
    });
    return toBooking(moved, taken);
  });
}

/** The agent cancels a booked session that has not started; both sides get METHOD:CANCEL. */
export async function cancelOnboarding(
  context: Context,
  input: { id: number },
): Promise<OnboardingBooking> {
  const ctx = requireSignedIn(context);
  return ctx.db.transaction().execute(async (tx) => {
    const booking = await lockOwnBooking(tx, ctx, input.id);
    const slot = await changeableSlot(tx, booking);
    const cancelled = await queries.onboarding.setOnboardingBookingStatus(tx, booking.id, {
      status: 'cancelled',
    });
    await writeAudit(tx, ctx, {
      action: 'onboarding_cancelled',
      resourceType: 'onboarding_booking',
      resourceId: booking.id,
      previousData: { status: booking.status },
      newData: { status: 'cancelled', slotId: slot.id, sequence: cancelled.sequence },
    });
    const freed = { ...slot, seatsLeft: slot.seatsLeft + 1 };
    await sendOnboardingMail(tx, ctx, {
      kind: 'cancelled',
      booking: cancelled,
      slot: freed,
      agent: await attendeeOf(tx, ctx),
    });
    return toBooking(cancelled, freed);
  });
}

/**
 * The agent's page: their booked (or held) session, whether they are still invited to book (an
 * approved agent with neither), and the slots to choose from.
 */
export async function onboardingOverview(context: Context): Promise<OnboardingOverview> {
  const ctx = requireSignedIn(context);
  const current = await queries.onboarding.findCurrentOnboardingBooking(ctx.db, ctx.user.id);
  const slot = current
    ? await queries.onboarding.findOnboardingSlot(ctx.db, current.slotId)
    : undefined;
  return {
    booking: current && slot ? toBooking(current, slot) : null,
    invited:
      ctx.user.role === 'agent' && ctx.user.approvalStatus === 'approved' && current === undefined,
    slots: await listOpenOnboardingSlots(ctx),
  };
}

/** An admin marks one agent's session held or missed, once it has started (audited). */
export async function markOnboardingBooking(
  context: Context,
  input: OnboardingMarkInput,
): Promise<{ id: number; status: OnboardingMarkInput['outcome'] }> {
  const ctx = requireAdmin(requireSignedIn(context));
  return ctx.db.transaction().execute(async (tx) => {
    const booking = await queries.onboarding.findOnboardingBooking(tx, input.id, {
      forUpdate: true,
    });
    if (!booking) throw bookingNotFound();
    if (booking.status === 'cancelled') throw conflict(ONBOARDING_MESSAGES.notBooked);
    const slot = (await queries.onboarding.findOnboardingSlot(tx, booking.slotId))!;
    if (new Date(slot.startsAt).getTime() > Date.now())
      throw conflict(ONBOARDING_MESSAGES.notStarted);
    await queries.onboarding.setOnboardingBookingStatus(tx, booking.id, {
      status: input.outcome,
      markedBy: ctx.user.id,
    });
    await writeAudit(tx, ctx, {
      action: `onboarding_${input.outcome}`,
      resourceType: 'onboarding_booking',
      resourceId: booking.id,
      previousData: { status: booking.status },
      newData: { status: input.outcome, userId: booking.userId, slotId: slot.id },
    });
    return { id: booking.id, status: input.outcome };
  });
}
