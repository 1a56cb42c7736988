import { testDrivers } from '@uniguide/db/testing';
import { AGENT_MESSAGE_NOTIFICATION_TYPE } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { applicationInput, expectError, testWorld } from '../../testing';

describe.each(testDrivers())('the admin inbox on %s', (driver) => {
  const world = testWorld(driver, { agentFirstName: 'Mohammed', secondAdmin: true });

  async function submitted() {
    const { id } = await world.agent.caller.application.create(applicationInput(world.programId));
    await world.agent.caller.application.submit({ id });
    return id;
  }

  function unreadTeamNotifications(applicationId: number) {
    return world.db
      .selectFrom('notifications')
      .select(['userId', 'link'])
      .where('applicationId', '=', applicationId)
      .where('type', '=', AGENT_MESSAGE_NOTIFICATION_TYPE)
      .where('readAt', 'is', null)
      .orderBy('userId')
      .execute();
  }

  it("lists an agent's unanswered thread, oldest first, until an admin answers", async () => {
    const first = await submitted();
    const second = await submitted();
    await world.agent.caller.message.send({ applicationId: first, body: 'Is the  offer\nready?' });
    await world.agent.caller.message.send({ applicationId: second, body: 'Any news?' });
    const again = await world.agent.caller.message.send({
      applicationId: first,
      body: 'Following up.',
    });

    const inbox = await world.admin.caller.admin.inbox.list({});
    expect(inbox.items.map((thread) => thread.applicationId)).toEqual([first, second]);
    const [thread] = inbox.items;
    expect(thread).toMatchObject({
      status: 'submitted',
      studentName: 'Jane Doe',
      agentName: 'Mohammed Khalil',
      agencyName: 'Khalil Education',
      lastMessage: { authorName: 'Mohammed Khalil', excerpt: 'Following up.' },
      unreadMessages: 2,
    });
    // The wait started with the first unanswered message, not the latest.
    expect(Date.parse(thread!.waitingSince)).toBeLessThan(Date.parse(again.createdAt));
    expect(await world.admin.caller.admin.inbox.count()).toEqual({ count: 2 });
    const queue = await world.admin.caller.admin.application.list({ view: 'awaiting-reply' });
    expect(queue.items.map((row) => row.id)).toEqual([first, second]);

    await world.secondAdmin.caller.message.send({
      applicationId: first,
      body: 'Yes, attached soon.',
    });
    expect(
      (await world.admin.caller.admin.inbox.list({})).items.map((t) => t.applicationId),
    ).toEqual([second]);
    expect(await world.admin.caller.admin.inbox.count()).toEqual({ count: 1 });
    const after = await world.admin.caller.admin.application.list({ view: 'awaiting-reply' });
    expect(after.items.map((row) => row.id)).toEqual([second]);

    // The agent writes again: the thread waits anew, from that message.
    const next = await world.agent.caller.message.send({ applicationId: first, body: 'Thanks!' });
    const back = await world.admin.caller.admin.inbox.list({});
    expect(back.items.map((t) => t.applicationId)).toEqual([second, first]);
    expect(back.items[1]!.waitingSince).toBe(next.createdAt);
  });

  it('tells every active admin once per wait, and an answer reads those notifications', async () => {
    const id = await submitted();
    await world.agent.caller.message.send({ applicationId: id, body: 'Question one' });
    await world.agent.caller.message.send({ applicationId: id, body: 'Question two' });
    const notified = await unreadTeamNotifications(id);
    expect(notified).toEqual([
      { userId: world.admin.userId, link: `/applications/${id}` },
      { userId: world.secondAdmin.userId, link: `/applications/${id}` },
    ]);
    await world.admin.caller.message.send({ applicationId: id, body: 'Answered.' });
    expect(await unreadTeamNotifications(id)).toEqual([]);
  });

  it('is for admins only', async () => {
    await expectError(world.agent.caller.admin.inbox.list({}), 'FORBIDDEN');
    await expectError(world.agent.caller.admin.inbox.count(), 'FORBIDDEN');
  });

  it('pages with limit and offset and refuses a bad window', async () => {
    const page = await world.admin.caller.admin.inbox.list({ limit: 1, offset: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    await expectError(world.admin.caller.admin.inbox.list({ limit: 0 }), 'BAD_REQUEST');
  });
});
