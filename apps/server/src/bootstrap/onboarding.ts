import { queries, type DB, type Kysely } from '@uniguide/db';

const DAY = 86_400_000;

/** The demo's experts: a spread of regions, times and seats, so a fresh portal shows a real week. */
const DEMO_SLOTS = [
  {
    inDays: 2,
    hourUtc: 6,
    expertName: 'Aisha Rahman',
    region: 'South Asia',
    minutes: 45,
    seats: 4,
  },
  { inDays: 2, hourUtc: 12, expertName: 'Omar Haddad', region: 'GCC', minutes: 30, seats: 2 },
  {
    inDays: 4,
    hourUtc: 9,
    expertName: 'Grace Wanjiru',
    region: 'East Africa',
    minutes: 60,
    seats: 6,
  },
  { inDays: 6, hourUtc: 14, expertName: 'Omar Haddad', region: 'GCC', minutes: 45, seats: 4 },
  {
    inDays: 9,
    hourUtc: 7,
    expertName: 'Aisha Rahman',
    region: 'South Asia',
    minutes: 45,
    seats: 4,
  },
] as const;

/**
 * A few onboarding slots in the days after the first start (docs/product.md §5.11), published by the
 * demo admin, so the demo agent is invited to book one. Only when no slot is still to come.
 */
export async function seedDemoOnboardingSlots(
  db: Kysely<DB>,
  adminEmail: string,
  now: Date = new Date(),
): Promise<number> {
  if ((await queries.onboarding.listUpcomingOnboardingSlots(db, now)).length > 0) return 0;
  const admin = await queries.users.findUserByUsername(db, adminEmail);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const [index, slot] of DEMO_SLOTS.entries()) {
    await queries.onboarding.insertOnboardingSlot(db, {
      expertName: slot.expertName,
      expertEmail: null,
      region: slot.region,
      startsAt: new Date(today + slot.inDays * DAY + slot.hourUtc * 3_600_000),
      durationMinutes: slot.minutes,
      capacity: slot.seats,
      meetingUrl: `https://meet.example.com/uniguide-onboarding-${index + 1}`,
      createdBy: admin?.id ?? null,
    });
  }
  return DEMO_SLOTS.length;
}
