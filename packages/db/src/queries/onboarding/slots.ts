import type {
  AdminOnboardingBooking,
  AdminOnboardingSlot,
  OnboardingBookingStatus,
  OnboardingSlot,
} from '@uniguide/domain';
import type { Executor } from '../../executor';

/** The most sessions one list answers (upcoming soonest first, past latest first). */
const SLOT_LIST_LIMIT = 200;

export interface NewOnboardingSlot {
  expertName: string;
  expertEmail: string | null;
  region: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  meetingUrl: string;
  /** The admin who published it; null for the demo seed's slots when no demo admin exists. */
  createdBy: number | null;
}

export interface OnboardingSlotRow extends OnboardingSlot {
  expertEmail: string | null;
  meetingUrl: string;
  createdBy: number | null;
  /** When an admin withdrew it (migration 0031); a withdrawn slot is in no list and takes no booking. */
  withdrawnAt: string | null;
}

/** What an admin may change of a slot that nobody has booked. */
export type OnboardingSlotChange = Omit<NewOnboardingSlot, 'createdBy'>;

interface SlotRecord {
  id: number;
  expertName: string;
  expertEmail: string | null;
  region: string;
  startsAt: Date | string;
  durationMinutes: number;
  capacity: number;
  meetingUrl: string;
  createdBy: number | null;
  withdrawnAt: Date | string | null;
  booked: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSlot(row: SlotRecord): OnboardingSlotRow {
  const booked = Number(row.booked);
  return {
    id: row.id,
    expertName: row.expertName,
    expertEmail: row.expertEmail,
    region: row.region,
    startsAt: iso(row.startsAt),
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - booked),
    meetingUrl: row.meetingUrl,
    createdBy: row.createdBy,
    withdrawnAt: row.withdrawnAt === null ? null : iso(row.withdrawnAt),
  };
}

function slotsWithSeats(db: Executor) {
  return db.selectFrom('onboardingSlots as s').select([
    's.id',
    's.expertName',
    's.expertEmail',
    's.region',
    's.startsAt',
    's.durationMinutes',
    's.capacity',
    's.meetingUrl',
    's.createdBy',
    's.withdrawnAt',
    (eb) =>
      eb
        .selectFrom('onboardingBookings as b')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('b.slotId', '=', 's.id')
        .where('b.status', '=', 'booked')
        .as('booked'),
  ]);
}

export async function insertOnboardingSlot(
  db: Executor,
  values: NewOnboardingSlot,
): Promise<number> {
  const row = await db
    .insertInto('onboardingSlots')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a slot in place (the caller has locked it and found no booking on it). */
export async function updateOnboardingSlot(
  db: Executor,
  id: number,
  values: OnboardingSlotChange,
): Promise<void> {
  await db.updateTable('onboardingSlots').set(values).where('id', '=', id).execute();
}

/** Takes a slot out of every list and out of booking; the row and its bookings stay. */
export async function withdrawOnboardingSlot(
  db: Executor,
  id: number,
  withdrawnBy: number,
): Promise<void> {
  await db
    .updateTable('onboardingSlots')
    .set({ withdrawnAt: new Date(), withdrawnBy })
    .where('id', '=', id)
    .execute();
}

/** One slot with its free seats; `forUpdate` locks the row so that seats are counted by one booker at a time. */
export async function findOnboardingSlot(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OnboardingSlotRow | undefined> {
  if (options.forUpdate) {
    const locked = await db
      .selectFrom('onboardingSlots')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
  }
  const row = await slotsWithSeats(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSlot(row as SlotRecord) : undefined;
}

/** Slots that start after `now`, soonest first, full ones included (shown as full). */
export async function listUpcomingOnboardingSlots(
  db: Executor,
  now: Date,
): Promise<OnboardingSlotRow[]> {
  const rows = await slotsWithSeats(db)
    .where('s.startsAt', '>', now)
    .where('s.withdrawnAt', 'is', null)
    .orderBy('s.startsAt', 'asc')
    .orderBy('s.id', 'asc')
    .limit(SLOT_LIST_LIMIT)
    .execute();
  return rows.map((row) => toSlot(row as SlotRecord));
}

interface BookingRecord {
  id: number;
  slotId: number;
  status: OnboardingBookingStatus;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  agencyName: string | null;
  bookedAt: Date | string;
}

/**
 * The console's sessions: upcoming ones soonest first, or those that started, latest first, each
 * with its agents (cancelled bookings left out).
 */
export async function listAdminOnboardingSlots(
  db: Executor,
  options: { when: 'upcoming' | 'past'; now: Date },
): Promise<AdminOnboardingSlot[]> {
  const upcoming = options.when === 'upcoming';
  const rows = (await slotsWithSeats(db)
    .where('s.startsAt', upcoming ? '>' : '<=', options.now)
    .where('s.withdrawnAt', 'is', null)
    .orderBy('s.startsAt', upcoming ? 'asc' : 'desc')
    .orderBy('s.id', 'asc')
    .limit(SLOT_LIST_LIMIT)
    .execute()) as SlotRecord[];
  if (rows.length === 0) return [];
  const bookings = (await db
    .selectFrom('onboardingBookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .leftJoin('agencies as a', 'a.id', 'u.agencyId')
    .select([
      'b.id',
      'b.slotId',
      'b.status',
      'b.userId',
      'u.firstName',
      'u.lastName',
      'u.username',
      'a.name as agencyName',
      'b.bookedAt',
    ])
    .where(
      'b.slotId',
      'in',
      rows.map((row) => row.id),
    )
    .where('b.status', '<>', 'cancelled')
    .orderBy('b.bookedAt', 'asc')
    .execute()) as BookingRecord[];
  return rows.map((row) => {
    const { createdBy: _createdBy, withdrawnAt: _withdrawnAt, ...slot } = toSlot(row);
    return {
      ...slot,
      bookings: bookings
        .filter((booking) => booking.slotId === row.id)
        .map((booking): AdminOnboardingBooking => ({
          id: booking.id,
          status: booking.status,
          userId: booking.userId,
          agentName:
            [booking.firstName, booking.lastName].filter(Boolean).join(' ') || booking.username,
          agentEmail: booking.username,
          agencyName: booking.agencyName,
          bookedAt: iso(booking.bookedAt),
        })),
    };
  });
}
