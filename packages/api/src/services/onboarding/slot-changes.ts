import { queries, type OnboardingSlotRow } from '@uniguide/db';
import {
  AppError,
  ONBOARDING_MESSAGES,
  type AdminOnboardingSlot,
  type OnboardingSlotUpdateInput,
} from '@uniguide/domain';
import { requireAdmin, requireSignedIn } from '../../access';
import type { Context } from '../../context';
import { writeAudit, type Executor } from '../audit';
import { sendOnboardingMail } from './mail';
import { adminSlot, slotValues } from './slots';

/**
 * An admin's changes to a published slot (docs/decisions/073-onboarding-slot-changes.md):
 * a slot nobody has booked may be edited; any slot still to come may be withdrawn, which cancels
 * its bookings and sends each booked agent (and the expert's side) the invitation's METHOD:CANCEL.
 */

/**
 * The slot, locked against bookers (who lock it too before counting seats): a missing or withdrawn
 * slot is 404, one that has started is 409.
 */
async function lockChangeableSlot(tx: Executor, id: number): Promise<OnboardingSlotRow> {
  const slot = await queries.onboarding.findOnboardingSlot(tx, id, { forUpdate: true });
  if (!slot || slot.withdrawnAt !== null)
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.slotNotFound);
  if (new Date(slot.startsAt).getTime() <= Date.now())
    throw new AppError('CONFLICT', ONBOARDING_MESSAGES.slotStarted);
  return slot;
}

const audited = (slot: OnboardingSlotRow) => ({
  expertName: slot.expertName,
  expertEmail: slot.expertEmail,
  region: slot.region,
  startsAt: slot.startsAt,
  durationMinutes: slot.durationMinutes,
  capacity: slot.capacity,
  meetingUrl: slot.meetingUrl,
});

/**
 * Changes a slot that has no booking (a cancelled one aside: its invitation is already withdrawn);
 * one with an agent on it is 409, as their invitation would silently go stale. Audited.
 */
export async function updateOnboardingSlot(
  context: Context,
  input: OnboardingSlotUpdateInput,
): Promise<AdminOnboardingSlot> {
  const ctx = requireAdmin(requireSignedIn(context));
  const values = slotValues(input);
  return ctx.db.transaction().execute(async (tx) => {
    const before = await lockChangeableSlot(tx, input.id);
    if ((await queries.onboarding.countLiveOnboardingBookings(tx, before.id)) > 0)
      throw new AppError('CONFLICT', ONBOARDING_MESSAGES.slotHasBookings);
    await queries.onboarding.updateOnboardingSlot(tx, before.id, values);
    const after = (await queries.onboarding.findOnboardingSlot(tx, before.id))!;
    await writeAudit(tx, ctx, {
      action: 'onboarding_slot_updated',
      resourceType: 'onboarding_slot',
      resourceId: before.id,
      previousData: audited(before),
      newData: audited(after),
    });
    return adminSlot(after);
  });
}

/**
 * Withdraws a slot still to come: it leaves every list, each booked agent's booking is cancelled
 * (its sequence one higher) and both sides of each get the cancellation with METHOD:CANCEL, all in
 * one transaction with the audit row.
 */
export async function withdrawOnboardingSlot(
  context: Context,
  input: { id: number },
): Promise<{ id: number; cancelledBookings: number }> {
  const ctx = requireAdmin(requireSignedIn(context));
  return ctx.db.transaction().execute(async (tx) => {
    const slot = await lockChangeableSlot(tx, input.id);
    const booked = await queries.onboarding.listBookedOnSlot(tx, slot.id);
    await queries.onboarding.withdrawOnboardingSlot(tx, slot.id, ctx.user.id);
    for (const booking of booked) {
      const cancelled = await queries.onboarding.setOnboardingBookingStatus(tx, booking.id, {
        status: 'cancelled',
      });
      const agent = await queries.onboarding.findOnboardingAttendee(tx, booking.userId);
      if (agent) {
        await sendOnboardingMail(tx, ctx, {
          kind: 'withdrawn',
          booking: cancelled,
          slot: { ...slot, seatsLeft: slot.capacity },
          agent,
        });
      }
    }
    await writeAudit(tx, ctx, {
      action: 'onboarding_slot_withdrawn',
      resourceType: 'onboarding_slot',
      resourceId: slot.id,
      previousData: audited(slot),
      newData: { cancelledBookingIds: booked.map((booking) => booking.id) },
    });
    return { id: slot.id, cancelledBookings: booked.length };
  });
}
