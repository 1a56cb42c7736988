import { testDrivers } from '@uniguide/db/testing';
import { describe, expect, it } from 'vitest';
import { applicationInput, expectError, testCaller, testWorld } from '../../testing';
import { sendDigests, sendNotificationEmail } from './email';

const config = { publicAgentUrl: 'http://localhost:3000' };

describe.each(testDrivers())('notification e-mails on %s', (driver) => {
  const world = testWorld(driver);

  async function submitted() {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await world.agent.caller.application.submit({ id });
    return id;
  }
  const outboxOf = (userId: number) =>
    world.db.selectFrom('outbox').selectAll().where('userId', '=', userId).orderBy('id').execute();

  it('batches an application’s updates into one e-mail with one-click unsubscribe', async () => {
    const id = await submitted();
    await world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    await world.admin.caller.admin.application.changeStatus({ id, status: 'approved' });
    expect(
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: id,
      }),
    ).not.toBeNull();
    // Nothing left to send for that application.
    expect(
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: id,
      }),
    ).toBeNull();

    const [mail, ...rest] = await outboxOf(world.agent.userId);
    expect(rest).toHaveLength(0);
    expect(mail!.subject).toBe('2 updates on your UniGuide applications');
    expect(mail!.kind).toBe('application_updates');
    expect(mail!.text).toContain('http://localhost:3000/dashboard/applications/');
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const { caller } = await testCaller(world.db);
    await expectError(caller.notification.unsubscribe({ token: `${token}x` }), 'BAD_REQUEST');
    const tampered = `${Buffer.from(JSON.stringify({ u: world.admin.userId, k: ['application_updates'] })).toString('base64url')}.${token.split('.')[1]}`;
    await expectError(caller.notification.unsubscribe({ token: tampered }), 'BAD_REQUEST');
    const done = await caller.notification.unsubscribe({ token });
    expect(done.preferences).toEqual(['Application Updates']);
    const preferences = await world.agent.caller.user.notificationPreferences();
    expect(preferences).toMatchObject({ applicationUpdates: false, commissionUpdates: true });

    // No further notification, so no further e-mail.
    await world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    expect(
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: id,
      }),
    ).toBeNull();
    await world.agent.caller.user.updateNotificationPreferences({
      ...preferences,
      applicationUpdates: true,
    });
  });

  it('keeps updates for the daily digest when the agent chose it', async () => {
    const preferences = await world.agent.caller.user.notificationPreferences();
    await world.agent.caller.user.updateNotificationPreferences({
      ...preferences,
      emailDigest: true,
    });
    const before = (await outboxOf(world.agent.userId)).length;
    const first = await submitted();
    const second = await submitted();
    await world.admin.caller.admin.application.changeStatus({ id: first, status: 'under-review' });
    await world.admin.caller.admin.application.changeStatus({ id: second, status: 'under-review' });
    expect(
      await sendNotificationEmail(world.db, config, {
        userId: world.agent.userId,
        applicationId: first,
      }),
    ).toBeNull();
    expect(await sendDigests(world.db, config, new Date('2026-11-26T07:00:00Z'))).toBe(1);
    const mails = await outboxOf(world.agent.userId);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your UniGuide daily digest: 2 updates');
    expect(mails.at(-1)!.html).toContain('26 November 2026');
    expect(await sendDigests(world.db, config)).toBe(0);
  });
});
