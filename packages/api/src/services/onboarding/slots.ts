import { queries, type OnboardingSlotRow } from '@uniguide/db';
import {
  AppError,
  ONBOARDING_MESSAGES,
  type AdminOnboardingListInput,
  type AdminOnboardingSlot,
  type OnboardingSlot,
  type OnboardingSlotInput,
} from '@uniguide/domain';
import { requireAdmin, requireSignedIn } from '../../access';
import type { Context } from '../../context';
import { writeAudit } from '../audit';

/** What agents see of a slot before booking: no meeting link, no expert address. */
export function publicSlot(slot: OnboardingSlotRow): OnboardingSlot {
  return {
    id: slot.id,
    expertName: slot.expertName,
    region: slot.region,
    startsAt: slot.startsAt,
    durationMinutes: slot.durationMinutes,
    capacity: slot.capacity,
    seatsLeft: slot.seatsLeft,
  };
}

/** The console's view of a slot: everything but who published it and the withdrawal mark. */
export function adminSlot(
  slot: OnboardingSlotRow,
  bookings: AdminOnboardingSlot['bookings'] = [],
): AdminOnboardingSlot {
  const { createdBy: _createdBy, withdrawnAt: _withdrawnAt, ...rest } = slot;
  return { ...rest, bookings };
}

/** A slot's start must be in the future, when published and when changed (400 otherwise). */
function futureStart(value: string): Date {
  const startsAt = new Date(value);
  if (startsAt.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', ONBOARDING_MESSAGES.startInFuture, [
      { path: 'startsAt', message: ONBOARDING_MESSAGES.startInFuture },
    ]);
  return startsAt;
}

/** The stored fields of a slot as the admin wrote them; its start must be in the future. */
export function slotValues(input: OnboardingSlotInput) {
  return {
    expertName: input.expertName,
    expertEmail: input.expertEmail ?? null,
    region: input.region,
    startsAt: futureStart(input.startsAt),
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    meetingUrl: input.meetingUrl,
  };
}

/** An admin publishes a slot (audited); it must start in the future. */
export async function publishOnboardingSlot(
  context: Context,
  input: OnboardingSlotInput,
): Promise<AdminOnboardingSlot> {
  const ctx = requireAdmin(requireSignedIn(context));
  const values = slotValues(input);
  return ctx.db.transaction().execute(async (tx) => {
    const id = await queries.onboarding.insertOnboardingSlot(tx, {
      ...values,
      createdBy: ctx.user.id,
    });
    const published = adminSlot((await queries.onboarding.findOnboardingSlot(tx, id))!);
    const { bookings: _bookings, ...audited } = published;
    await writeAudit(tx, ctx, {
      action: 'onboarding_slot_published',
      resourceType: 'onboarding_slot',
      resourceId: id,
      newData: { ...audited },
    });
    return published;
  });
}

/** The console's sessions, upcoming (soonest first) or past (latest first), with their agents. */
export async function listOnboardingSessions(
  context: Context,
  input: AdminOnboardingListInput,
): Promise<AdminOnboardingSlot[]> {
  const ctx = requireAdmin(requireSignedIn(context));
  return queries.onboarding.listAdminOnboardingSlots(ctx.db, { when: input.when, now: new Date() });
}

/** Slots still to come, soonest first; a full one is listed with no seats left. */
export async function listOpenOnboardingSlots(context: Context): Promise<OnboardingSlot[]> {
  const ctx = requireSignedIn(context);
  return (await queries.onboarding.listUpcomingOnboardingSlots(ctx.db, new Date())).map(publicSlot);
}
