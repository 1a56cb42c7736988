import { testDrivers } from '@uniguide/db/testing';
import { isoDay, addDays, DEFAULT_NOTIFICATION_PREFERENCES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, signIn, testWorld } from '../../testing';
import { sendNotificationEmail } from '../notifications/email';
import { JOURNEY_REMINDER_TYPE, sendJourneyReminders } from './reminders';

describe.each(testDrivers())('journey reminders on %s', (driver) => {
  const world = testWorld(driver);
  const now = new Date();
  const today = isoDay(now);

  async function offered(intakeDate = 'September 2030', owner = world.agent): Promise<number> {
    const { id } = await owner.caller.application.create(
      applicationInput(world.programId, { intakeDate }),
    );
    await owner.caller.application.submit({ id });
    await world.admin.caller.admin.application.changeStatus({
      id,
      status: 'accepted-payment-pending',
    });
    return id;
  }

  async function remindersOf(applicationId: number) {
    return world.db
      .selectFrom('notifications')
      .select(['title', 'emailDue', 'userId'])
      .where('type', '=', JOURNEY_REMINDER_TYPE)
      .where('applicationId', '=', applicationId)
      .orderBy('id')
      .execute();
  }

  it('reminds the agent 14 and 3 days before an unused entry permit expires, once each', async () => {
    const applicationId = await offered();
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'offer-accepted',
      doneOn: today,
    });
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'visa-file-complete',
      doneOn: today,
    });
    await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-applied',
      state: 'done',
      doneOn: today,
    });
    const validUntil = addDays(today, 10);
    await world.admin.caller.admin.journey.setStage({
      applicationId,
      stage: 'entry-permit-issued',
      state: 'done',
      doneOn: today,
      validUntil,
    });
    await sendJourneyReminders(world.db, now);
    await sendJourneyReminders(world.db, now);
    expect(await remindersOf(applicationId)).toEqual([
      {
        title: `The entry permit of Jane Doe expires on ${validUntil}`,
        emailDue: true,
        userId: world.agent.userId,
      },
    ]);
    // Eight days on, three days are left: the second reminder, still once.
    const later = new Date(now.getTime() + 8 * 86_400_000);
    await sendJourneyReminders(world.db, later);
    await sendJourneyReminders(world.db, later);
    const permitReminders = async () =>
      (await remindersOf(applicationId)).filter((row) => row.title.includes('entry permit'));
    expect(await permitReminders()).toHaveLength(2);
    // Once the student has arrived, nothing more about the permit.
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'arrived',
      doneOn: today,
    });
    await sendJourneyReminders(world.db, new Date(now.getTime() + 9 * 86_400_000));
    expect(await permitReminders()).toHaveLength(2);
  });

  it('reminds 30 and 7 days before the equivalency deadline until it is recorded', async () => {
    const applicationId = await offered();
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'offer-accepted',
      doneOn: today,
    });
    const deadline = addDays(today, 20);
    await world.admin.caller.attestation.set({
      applicationId,
      certificates: [],
      equivalencyDeadline: deadline,
    });
    await sendJourneyReminders(world.db, now);
    expect((await remindersOf(applicationId)).map((row) => row.title)).toContain(
      `Equivalency for Jane Doe is due on ${deadline}`,
    );
    await world.admin.caller.attestation.set({
      applicationId,
      certificates: [],
      equivalencyDeadline: deadline,
      equivalencyRecordedOn: today,
    });
    await sendJourneyReminders(world.db, new Date(now.getTime() + 14 * 86_400_000));
    expect(
      (await remindersOf(applicationId)).filter((row) => row.title.startsWith('Equivalency')),
    ).toHaveLength(1);
  });

  it('reminds when a stage waits on the agent for more than 7 days, by the agent’s preference', async () => {
    const applicationId = await offered();
    await world.agent.caller.journey.recordStage({
      applicationId,
      stage: 'offer-accepted',
      doneOn: today,
    });
    await sendJourneyReminders(world.db, new Date(now.getTime() + 3 * 86_400_000));
    expect(await remindersOf(applicationId)).toEqual([]);
    await world.agent.caller.user.updateNotificationPreferences({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      applicationUpdates: false,
    });
    await sendJourneyReminders(world.db, new Date(now.getTime() + 9 * 86_400_000));
    expect(await remindersOf(applicationId)).toEqual([
      {
        title: "Jane Doe's journey waits on you: Visa file complete",
        emailDue: false,
        userId: world.agent.userId,
      },
    ]);
  });

  it('writes an Arabic agent’s reminder and its e-mail in Arabic, the student’s name isolated', async () => {
    const arabic = await signIn(world.db, world.storage);
    await arabic.caller.user.setLanguage({ language: 'ar' });
    const applicationId = await offered('September 2030', arabic);
    await arabic.caller.journey.recordStage({
      applicationId,
      stage: 'offer-accepted',
      doneOn: today,
    });
    await sendJourneyReminders(world.db, new Date(now.getTime() + 9 * 86_400_000));
    const [reminder] = await world.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('type', '=', JOURNEY_REMINDER_TYPE)
      .where('applicationId', '=', applicationId)
      .execute();
    expect(reminder).toEqual({
      title: 'رحلة الطالب \u2068Jane Doe\u2069 بانتظارك: اكتمل ملف التأشيرة',
      body: 'لم يُسجَّل شيء منذ أكثر من 7 أيام.',
    });
    const outboxId = await sendNotificationEmail(
      world.db,
      { publicAgentUrl: 'http://localhost:3000' },
      { userId: arabic.userId, applicationId },
    );
    const mail = await world.db
      .selectFrom('outbox')
      .select(['subject', 'text', 'html'])
      .where('id', '=', outboxId!)
      .executeTakeFirstOrThrow();
    // Two updates of the application (the offer's status change, then the reminder), in Arabic.
    expect(mail.subject).toBe('تحديثان على طلبات الالتحاق في \u2068UniGuide\u2069');
    expect(mail.text).toContain(reminder!.title);
    expect(mail.text).toContain('لم يُسجَّل شيء منذ أكثر من 7 أيام.');
    expect(mail.html).toContain('lang="ar"');
  });
});
