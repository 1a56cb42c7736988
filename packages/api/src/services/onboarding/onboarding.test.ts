import { testDrivers } from '@uniguide/db/testing';
import { ONBOARDING_MESSAGES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { callerFor, errorOf, expectError, icsLines, onboardingWorld, signIn } from '../../testing';

const HOUR = 3_600_000;

describe.each(testDrivers())('onboarding sessions on %s', (driver) => {
  const world = onboardingWorld(driver);
  const { agent, pastSlot, slotInput, storage, usernameOf } = world;

  async function mailsTo(address: string) {
    return world.db
      .selectFrom('outbox')
      .select(['id', 'subject', 'text', 'kind', 'calendar'])
      .where('toAddress', '=', address)
      .where('template', '=', 'onboarding_session')
      .orderBy('id')
      .execute();
  }

  it('books, moves and cancels with an .ics invitation to both sides: one UID, sequence 0, 1, 2', async () => {
    const priya = await agent();
    const email = await usernameOf(priya.userId);
    const first = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    const second = await world.admin.caller.admin.onboarding.createSlot(
      slotInput({ startsAt: new Date(Date.now() + 72 * HOUR).toISOString(), expertEmail: '' }),
    );
    expect(first).toMatchObject({
      seatsLeft: 2,
      bookings: [],
      expertEmail: 'aisha.expert@example.com',
    });
    expect(second.expertEmail).toBeNull();

    const before = await priya.caller.onboarding.overview();
    expect(before).toMatchObject({ booking: null, invited: true });
    expect(before.slots.find((slot) => slot.id === first.id)).not.toHaveProperty('meetingUrl');

    const booked = await priya.caller.onboarding.book({ slotId: first.id });
    expect(booked).toMatchObject({
      status: 'booked',
      sequence: 0,
      slot: { id: first.id, seatsLeft: 1, meetingUrl: 'https://meet.example.com/onboarding-1' },
    });
    expect(await priya.caller.onboarding.overview()).toMatchObject({
      invited: false,
      booking: { id: booked.id },
    });

    const moved = await priya.caller.onboarding.reschedule({ id: booked.id, slotId: second.id });
    expect(moved).toMatchObject({ id: booked.id, sequence: 1, slot: { id: second.id } });
    const slots = await priya.caller.onboarding.slots();
    expect(slots.find((slot) => slot.id === first.id)?.seatsLeft).toBe(2);
    expect(slots.find((slot) => slot.id === second.id)?.seatsLeft).toBe(1);

    const cancelled = await priya.caller.onboarding.cancel({ id: booked.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await priya.caller.onboarding.overview()).toMatchObject({
      booking: null,
      invited: true,
    });

    const agentMails = await mailsTo(email);
    expect(agentMails.map((mail) => mail.kind)).toEqual([
      'onboarding_booked',
      'onboarding_moved',
      'onboarding_cancelled',
    ]);
    const calendars = agentMails.map((mail) => mail.calendar!);
    expect(calendars.map((calendar) => calendar.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    const uids = calendars.map((calendar) =>
      icsLines(calendar.content).find((line) => line.startsWith('UID:')),
    );
    expect(new Set(uids).size).toBe(1);
    expect(uids[0]).toBe(`UID:onboarding-booking-${booked.id}@localhost`);
    const [request, move, cancel] = calendars.map((calendar) => icsLines(calendar.content));
    expect(request).toEqual(
      expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0', 'STATUS:CONFIRMED']),
    );
    expect(move).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1']));
    expect(cancel).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:2', 'STATUS:CANCELLED']),
    );
    const start = new Date(first.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(request).toContain(`DTSTART:${start}`);
    expect(request!.some((line) => line.startsWith('ATTENDEE') && line.includes(email))).toBe(true);
    expect(agentMails[0]!.subject).toMatch(/^Your UniGuide onboarding session is booked: /);
    expect(agentMails[0]!.text).toContain('https://meet.example.com/onboarding-1');
    expect(agentMails[0]!.text).toContain('http://localhost:3000/dashboard/onboarding');

    // The expert of the first slot is told of the booking, then that it left their slot; the
    // second slot names no expert address, so the admin who published it is written to.
    expect((await mailsTo('aisha.expert@example.com')).map((mail) => mail.kind)).toEqual([
      'onboarding_booked',
      'onboarding_cancelled',
    ]);
    const adminEmail = await usernameOf(world.admin.userId);
    expect((await mailsTo(adminEmail)).map((mail) => [mail.kind, mail.calendar!.method])).toEqual([
      ['onboarding_moved', 'REQUEST'],
      ['onboarding_cancelled', 'CANCEL'],
    ]);

    const audit = await world.db
      .selectFrom('auditLogs')
      .select('action')
      .where('resourceType', '=', 'onboarding_booking')
      .where('resourceId', '=', String(booked.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'onboarding_booked',
      'onboarding_rescheduled',
      'onboarding_cancelled',
    ]);
  });

  it('writes the expert’s copy in the publishing admin’s language, never the agent’s (decision 079)', async () => {
    const arabicAdmin = await signIn(world.db, storage, { role: 'admin' });
    await arabicAdmin.caller.user.setLanguage({ language: 'ar' });
    const expertEmail = `expert-${Date.now().toString(36)}@example.com`;
    const slot = await arabicAdmin.caller.admin.onboarding.createSlot(slotInput({ expertEmail }));
    const priya = await agent();
    await priya.caller.onboarding.book({ slotId: slot.id });
    // The expert has no account: the admin who published the slot chose Arabic.
    const [expertCopy] = await mailsTo(expertEmail);
    expect(expertCopy?.subject).toMatch(/^حُجزت جلسة التعريف: /);
    // The agent never chose: English.
    const [agentCopy] = await mailsTo(await usernameOf(priya.userId));
    expect(agentCopy?.subject).toMatch(/^Your UniGuide onboarding session is booked: /);
    // An English admin's slot, booked by an Arabic agent, gives the expert English.
    const otherExpert = `other-${expertEmail}`;
    const english = await world.admin.caller.admin.onboarding.createSlot(
      slotInput({ expertEmail: otherExpert }),
    );
    const lina = await agent();
    await lina.caller.user.setLanguage({ language: 'ar' });
    await lina.caller.onboarding.book({ slotId: english.id });
    expect((await mailsTo(otherExpert))[0]?.subject).toMatch(/^Onboarding booked: /);
    expect((await mailsTo(await usernameOf(lina.userId)))[0]?.subject).toMatch(
      /^تم حجز جلسة التعريف/,
    );
  });

  it('refuses a full slot, a past slot and a second booking with 409, a stranger with 404', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput({ capacity: 1 }));
    const other = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    const omar = await agent();
    const lina = await agent();
    const booking = await omar.caller.onboarding.book({ slotId: slot.id });
    await expectError(
      lina.caller.onboarding.book({ slotId: slot.id }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotFull,
    );
    await expectError(
      lina.caller.onboarding.book({ slotId: await pastSlot() }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotPast,
    );
    await expectError(
      omar.caller.onboarding.book({ slotId: other.id }),
      'CONFLICT',
      ONBOARDING_MESSAGES.alreadyBooked,
    );
    await expectError(
      lina.caller.onboarding.reschedule({ id: booking.id, slotId: other.id }),
      'NOT_FOUND',
      ONBOARDING_MESSAGES.bookingNotFound,
    );
    await expectError(lina.caller.onboarding.cancel({ id: booking.id }), 'NOT_FOUND');
    await expectError(
      omar.caller.onboarding.reschedule({ id: booking.id, slotId: slot.id }),
      'CONFLICT',
      ONBOARDING_MESSAGES.sameSlot,
    );
    await expectError(lina.caller.onboarding.book({ slotId: 999_999 }), 'NOT_FOUND');
    // Moving into a full slot is refused and leaves the booking where it was.
    const full = await world.admin.caller.admin.onboarding.createSlot(slotInput({ capacity: 1 }));
    await lina.caller.onboarding.book({ slotId: full.id });
    await expectError(
      omar.caller.onboarding.reschedule({ id: booking.id, slotId: full.id }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotFull,
    );
    expect((await omar.caller.onboarding.overview()).booking?.slot.id).toBe(slot.id);
    await omar.caller.onboarding.cancel({ id: booking.id });
    await expectError(
      omar.caller.onboarding.cancel({ id: booking.id }),
      'CONFLICT',
      ONBOARDING_MESSAGES.notActive,
    );
  });

  it('lets only approved agents book', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    await expectError(
      world.admin.caller.onboarding.book({ slotId: slot.id }),
      'FORBIDDEN',
      ONBOARDING_MESSAGES.agentsOnly,
    );
    const pending = await agent();
    await world.db
      .updateTable('users')
      .set({ approvalStatus: 'pending' })
      .where('id', '=', pending.userId)
      .execute();
    const caller = await callerFor(world.db, storage, pending.token);
    await expectError(
      caller.onboarding.book({ slotId: slot.id }),
      'FORBIDDEN',
      ONBOARDING_MESSAGES.approvalFirst,
    );
    expect((await caller.onboarding.overview()).invited).toBe(false);
  });

  it('gives the last seat to exactly one of two agents booking at once, and one seat to an agent booking twice at once', async () => {
    for (let round = 0; round < 3; round++) {
      const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput({ capacity: 1 }));
      const racers = await Promise.all([agent(), agent(), agent()]);
      const results = await Promise.allSettled(
        racers.map((racer) => racer.caller.onboarding.book({ slotId: slot.id })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect(
          await errorOf(Promise.reject((result as PromiseRejectedResult).reason)),
        ).toMatchObject({
          code: 'CONFLICT',
          message: ONBOARDING_MESSAGES.slotFull,
        });
      }
      const seats = await world.db
        .selectFrom('onboardingBookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('slotId', '=', slot.id)
        .where('status', '=', 'booked')
        .executeTakeFirstOrThrow();
      expect(Number(seats.n)).toBe(1);
    }
    const [a, b] = await Promise.all([
      world.admin.caller.admin.onboarding.createSlot(slotInput()),
      world.admin.caller.admin.onboarding.createSlot(slotInput()),
    ]);
    const twice = await agent();
    const both = await Promise.allSettled([
      twice.caller.onboarding.book({ slotId: a!.id }),
      twice.caller.onboarding.book({ slotId: b!.id }),
    ]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('lists sessions for admins and marks a started one held or missed, not one still to come', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(
      slotInput({ region: 'East Africa' }),
    );
    const noor = await agent();
    const booking = await noor.caller.onboarding.book({ slotId: slot.id });
    const upcoming = await world.admin.caller.admin.onboarding.list({ when: 'upcoming' });
    const listed = upcoming.find((session) => session.id === slot.id);
    expect(listed).toMatchObject({
      region: 'East Africa',
      seatsLeft: 1,
      bookings: [
        {
          id: booking.id,
          status: 'booked',
          agentName: 'Priya Khalil',
          agencyName: expect.any(String),
        },
      ],
    });
    await expectError(
      world.admin.caller.admin.onboarding.mark({ id: booking.id, outcome: 'held' }),
      'CONFLICT',
      ONBOARDING_MESSAGES.notStarted,
    );
    await expectError(noor.caller.admin.onboarding.list({ when: 'upcoming' }), 'FORBIDDEN');

    const started = await pastSlot();
    const row = await world.db
      .insertInto('onboardingBookings')
      .values({ slotId: started, userId: noor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await world.admin.caller.admin.onboarding.mark({ id: row.id, outcome: 'missed' }),
    ).toEqual({
      id: row.id,
      status: 'missed',
    });
    const past = await world.admin.caller.admin.onboarding.list({ when: 'past' });
    expect(past.find((session) => session.id === started)?.bookings).toEqual([
      expect.objectContaining({ id: row.id, status: 'missed' }),
    ]);
    expect(upcoming.every((session) => Date.parse(session.startsAt) > Date.now())).toBe(true);
    await expectError(
      world.admin.caller.admin.onboarding.createSlot(
        slotInput({ startsAt: new Date(Date.now() - 60_000).toISOString() }),
      ),
      'BAD_REQUEST',
      ONBOARDING_MESSAGES.startInFuture,
    );
  });
});
