import { sql } from 'kysely';
import type { Language, OnboardingBookingStatus } from '@uniguide/domain';
import type { Executor } from '../../executor';

export interface OnboardingBookingRow {
  id: number;
  slotId: number;
  userId: number;
  status: OnboardingBookingStatus;
  sequence: number;
  bookedAt: Date;
  updatedAt: Date;
}

const bookingColumns = [
  'id',
  'slotId',
  'userId',
  'status',
  'sequence',
  'bookedAt',
  'updatedAt',
] as const;

/** One booking; `forUpdate` locks it for a move, a cancel or a mark. */
export async function findOnboardingBooking(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OnboardingBookingRow | undefined> {
  let query = db.selectFrom('onboardingBookings').select(bookingColumns).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The agent's newest booking that is booked or held (what the agent's page shows), if any. */
export async function findCurrentOnboardingBooking(
  db: Executor,
  userId: number,
): Promise<OnboardingBookingRow | undefined> {
  return db
    .selectFrom('onboardingBookings')
    .select(bookingColumns)
    .where('userId', '=', userId)
    .where('status', 'in', ['booked', 'held'])
    .orderBy(sql`status = 'booked'`, 'desc')
    .orderBy('updatedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The agent's booked session that is still to come, if any (callers lock the agent's row first). */
export async function findActiveOnboardingBooking(
  db: Executor,
  userId: number,
  now: Date,
): Promise<OnboardingBookingRow | undefined> {
  return db
    .selectFrom('onboardingBookings as b')
    .innerJoin('onboardingSlots as s', 's.id', 'b.slotId')
    .select(['b.id', 'b.slotId', 'b.userId', 'b.status', 'b.sequence', 'b.bookedAt', 'b.updatedAt'])
    .where('b.userId', '=', userId)
    .where('b.status', '=', 'booked')
    .where('s.startsAt', '>', now)
    .executeTakeFirst();
}

/** How many bookings a slot has that are not cancelled (booked, held or missed). */
export async function countLiveOnboardingBookings(db: Executor, slotId: number): Promise<number> {
  const row = await db
    .selectFrom('onboardingBookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('slotId', '=', slotId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A slot's booked bookings, oldest first, locked (a withdrawal cancels each of them). */
export async function listBookedOnSlot(
  db: Executor,
  slotId: number,
): Promise<OnboardingBookingRow[]> {
  return db
    .selectFrom('onboardingBookings')
    .select(bookingColumns)
    .where('slotId', '=', slotId)
    .where('status', '=', 'booked')
    .orderBy('id', 'asc')
    .forUpdate()
    .execute();
}

/** Takes a seat (the caller has locked the slot and counted its seats). */
export async function insertOnboardingBooking(
  db: Executor,
  values: { slotId: number; userId: number },
): Promise<OnboardingBookingRow> {
  return db
    .insertInto('onboardingBookings')
    .values(values)
    .returning(bookingColumns)
    .executeTakeFirstOrThrow();
}

/** Moves a booking to another slot: same row and UID, the invitation's sequence one higher. */
export async function moveOnboardingBooking(
  db: Executor,
  id: number,
  slotId: number,
): Promise<OnboardingBookingRow> {
  return db
    .updateTable('onboardingBookings')
    .set((eb) => ({
      slotId,
      sequence: eb('sequence', '+', 1),
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .returning(bookingColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Ends a booking: cancelled by its agent (the invitation's sequence one higher, as its cancellation
 * is a revision of the event), or marked held or missed by an admin.
 */
export async function setOnboardingBookingStatus(
  db: Executor,
  id: number,
  change: { status: Exclude<OnboardingBookingStatus, 'booked'>; markedBy?: number },
): Promise<OnboardingBookingRow> {
  return db
    .updateTable('onboardingBookings')
    .set((eb) => ({
      status: change.status,
      sequence: change.status === 'cancelled' ? eb('sequence', '+', 1) : eb.ref('sequence'),
      markedBy: change.markedBy ?? null,
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .returning(bookingColumns)
    .executeTakeFirstOrThrow();
}

export interface OnboardingAttendee {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  approvalStatus: string;
  /** The agent's saved language, for their e-mails (decision 072). */
  language: Language | null;
}

/** Who an invitation goes to: the agent's name and address. */
export async function findOnboardingAttendee(
  db: Executor,
  userId: number,
): Promise<OnboardingAttendee | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName', 'role', 'approvalStatus', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The address of the admin who published a slot, when it names no expert address (active admins only). */
export async function findAdminEmail(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .where('role', '=', 'admin')
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.username ?? null;
}
