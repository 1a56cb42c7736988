import { testDrivers } from '@uniguide/db/testing';
import { ONBOARDING_MESSAGES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { expectError, icsLines, onboardingWorld } from '../../testing';

const HOUR = 3_600_000;

describe.each(testDrivers())('editing and withdrawing onboarding slots on %s', (driver) => {
  const world = onboardingWorld(driver, {
    expertEmail: 'aisha.withdrawn@example.com',
    capacity: 3,
    meetingUrl: 'https://meet.example.com/onboarding-edit',
  });
  const { agent, slotInput, usernameOf } = world;

  async function auditOf(slotId: number) {
    const rows = await world.db
      .selectFrom('auditLogs')
      .select(['action', 'previousData', 'newData'])
      .where('resourceType', '=', 'onboarding_slot')
      .where('resourceId', '=', String(slotId))
      .orderBy('id')
      .execute();
    return rows;
  }

  it('edits a slot nobody has booked, and one whose only booking was cancelled (audited)', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    const later = new Date(Date.now() + 96 * HOUR).toISOString();
    const edited = await world.admin.caller.admin.onboarding.updateSlot({
      ...slotInput({ startsAt: later, region: 'GCC', capacity: 5, expertEmail: '' }),
      id: slot.id,
    });
    expect(edited).toMatchObject({
      id: slot.id,
      region: 'GCC',
      capacity: 5,
      seatsLeft: 5,
      expertEmail: null,
      startsAt: later,
      bookings: [],
    });
    expect(edited).not.toHaveProperty('createdBy');
    expect(edited).not.toHaveProperty('withdrawnAt');
    const [, updated] = await auditOf(slot.id);
    expect(updated).toMatchObject({
      action: 'onboarding_slot_updated',
      previousData: { region: 'South Asia', capacity: 3 },
      newData: { region: 'GCC', capacity: 5, startsAt: later },
    });

    const priya = await agent();
    const booking = await priya.caller.onboarding.book({ slotId: slot.id });
    await priya.caller.onboarding.cancel({ id: booking.id });
    await expect(
      world.admin.caller.admin.onboarding.updateSlot({
        ...slotInput({ capacity: 1 }),
        id: slot.id,
      }),
    ).resolves.toMatchObject({ capacity: 1, seatsLeft: 1 });
  });

  it('refuses to edit a booked, a started, a withdrawn or a missing slot, and a start in the past', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    const priya = await agent();
    await priya.caller.onboarding.book({ slotId: slot.id });
    await expectError(
      world.admin.caller.admin.onboarding.updateSlot({
        ...slotInput({ region: 'GCC' }),
        id: slot.id,
      }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotHasBookings,
    );
    expect(
      (await priya.caller.onboarding.slots()).find((open) => open.id === slot.id)?.region,
    ).toBe('South Asia');

    const started = await world.pastSlot();
    await expectError(
      world.admin.caller.admin.onboarding.updateSlot({ ...slotInput(), id: started }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotStarted,
    );
    await expectError(
      world.admin.caller.admin.onboarding.withdrawSlot({ id: started }),
      'CONFLICT',
      ONBOARDING_MESSAGES.slotStarted,
    );
    await expectError(
      world.admin.caller.admin.onboarding.updateSlot({
        ...slotInput({ startsAt: new Date(Date.now() - 60_000).toISOString() }),
        id: slot.id,
      }),
      'BAD_REQUEST',
      ONBOARDING_MESSAGES.startInFuture,
    );
    await expectError(
      world.admin.caller.admin.onboarding.updateSlot({ ...slotInput(), id: 999_999 }),
      'NOT_FOUND',
      ONBOARDING_MESSAGES.slotNotFound,
    );
    await expectError(
      world.admin.caller.admin.onboarding.withdrawSlot({ id: 999_999 }),
      'NOT_FOUND',
      ONBOARDING_MESSAGES.slotNotFound,
    );
    await expectError(
      priya.caller.admin.onboarding.updateSlot({ ...slotInput(), id: slot.id }),
      'FORBIDDEN',
    );
    await expectError(priya.caller.admin.onboarding.withdrawSlot({ id: slot.id }), 'FORBIDDEN');
  });

  it('withdraws a slot: it leaves every list, its booked agents are cancelled and get METHOD:CANCEL', async () => {
    const slot = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    const priya = await agent();
    const omar = await agent();
    const leaver = await agent();
    const priyaBooking = await priya.caller.onboarding.book({ slotId: slot.id });
    const omarBooking = await omar.caller.onboarding.book({ slotId: slot.id });
    const left = await leaver.caller.onboarding.book({ slotId: slot.id });
    await leaver.caller.onboarding.cancel({ id: left.id });

    expect(await world.admin.caller.admin.onboarding.withdrawSlot({ id: slot.id })).toEqual({
      id: slot.id,
      cancelledBookings: 2,
    });

    expect((await priya.caller.onboarding.slots()).map((open) => open.id)).not.toContain(slot.id);
    const upcoming = await world.admin.caller.admin.onboarding.list({ when: 'upcoming' });
    expect(upcoming.map((session) => session.id)).not.toContain(slot.id);
    expect(await priya.caller.onboarding.overview()).toMatchObject({
      booking: null,
      invited: true,
    });

    const priyaEmail = await usernameOf(priya.userId);
    const mails = await world.db
      .selectFrom('outbox')
      .select(['toAddress', 'kind', 'subject', 'text', 'calendar'])
      .where('kind', '=', 'onboarding_withdrawn')
      .orderBy('id')
      .execute();
    const toPriya = mails.filter((mail) => mail.toAddress === priyaEmail);
    expect(toPriya).toHaveLength(1);
    expect(toPriya[0]!.subject).toMatch(/^Your UniGuide onboarding session is cancelled: /);
    expect(toPriya[0]!.text).toContain('was withdrawn');
    const ics = icsLines(toPriya[0]!.calendar!.content);
    expect(toPriya[0]!.calendar!.method).toBe('CANCEL');
    expect(ics).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:1',
        `UID:onboarding-booking-${priyaBooking.id}@localhost`,
      ]),
    );
    // Omar is told too; the agent who had already cancelled is not written to again.
    const recipients = mails.map((mail) => mail.toAddress);
    expect(recipients).toContain(await usernameOf(omar.userId));
    expect(recipients).not.toContain(await usernameOf(leaver.userId));
    expect(recipients.filter((to) => to === 'aisha.withdrawn@example.com')).toHaveLength(2);

    const statuses = await world.db
      .selectFrom('onboardingBookings')
      .select(['id', 'status', 'sequence'])
      .where('slotId', '=', slot.id)
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: priyaBooking.id, status: 'cancelled', sequence: 1 },
      { id: omarBooking.id, status: 'cancelled', sequence: 1 },
      { id: left.id, status: 'cancelled', sequence: 1 },
    ]);
    const withdrawn = (await auditOf(slot.id)).at(-1);
    expect(withdrawn).toMatchObject({
      action: 'onboarding_slot_withdrawn',
      newData: { cancelledBookingIds: [priyaBooking.id, omarBooking.id] },
    });

    // A withdrawn slot is gone: it can be neither booked, edited nor withdrawn again.
    await expectError(
      leaver.caller.onboarding.book({ slotId: slot.id }),
      'NOT_FOUND',
      ONBOARDING_MESSAGES.slotNotFound,
    );
    await expectError(
      world.admin.caller.admin.onboarding.updateSlot({ ...slotInput(), id: slot.id }),
      'NOT_FOUND',
    );
    await expectError(
      world.admin.caller.admin.onboarding.withdrawSlot({ id: slot.id }),
      'NOT_FOUND',
    );
    // Priya may book another time.
    const other = await world.admin.caller.admin.onboarding.createSlot(slotInput());
    await expect(priya.caller.onboarding.book({ slotId: other.id })).resolves.toMatchObject({
      status: 'booked',
    });
  });
});
