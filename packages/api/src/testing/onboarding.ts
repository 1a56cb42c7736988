import type { OnboardingSlotInput } from '@uniguide/domain';
import { signIn } from './fixtures';
import { testWorld } from './world';

const HOUR = 3_600_000;

/** The `.ics` field lines of a calendar text, unfolded (RFC 5545 folds long lines). */
export function icsLines(content: string): string[] {
  return content.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/**
 * The world the onboarding tests run in ({@link testWorld} with an admin only): agents named Priya on
 * demand, and a slot to publish two days from now (`slotDefaults` change it for the whole `describe`).
 */
export function onboardingWorld(
  driver: Parameters<typeof testWorld>[0],
  slotDefaults: Partial<OnboardingSlotInput> = {},
) {
  const world = testWorld(driver, { program: false, agent: false });
  return {
    storage: world.storage,
    get db() {
      return world.db;
    },
    get admin() {
      return world.admin;
    },
    agent: () => signIn(world.db, world.storage, { firstName: 'Priya' }),
    slotInput: (overrides: Partial<OnboardingSlotInput> = {}): OnboardingSlotInput => ({
      expertName: 'Aisha Rahman',
      expertEmail: 'aisha.expert@example.com',
      region: 'South Asia',
      startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      durationMinutes: 45,
      capacity: 2,
      meetingUrl: 'https://meet.example.com/onboarding-1',
      ...slotDefaults,
      ...overrides,
    }),
    async usernameOf(userId: number) {
      const row = await world.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.username;
    },
    /** A slot that started an hour ago (no one can publish one: it is written directly). */
    async pastSlot(capacity = 3) {
      const row = await world.db
        .insertInto('onboardingSlots')
        .values({
          expertName: 'Past Expert',
          region: 'GCC',
          startsAt: new Date(Date.now() - HOUR),
          durationMinutes: 30,
          capacity,
          meetingUrl: 'https://meet.example.com/past',
          createdBy: world.admin.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
