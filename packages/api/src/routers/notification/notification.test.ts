import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createMemoryStorage, signIn, type SignedIn, expectError } from '../../testing';

describe.each(testDrivers())('notification router on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let agent: SignedIn;
  let other: SignedIn;
  const ids: number[] = [];
  let othersId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    agent = await signIn(database.db, storage);
    other = await signIn(database.db, storage);
    for (let index = 1; index <= 3; index++) {
      const notification = await queries.notifications.insertNotification(database.db, {
        userId: agent.userId,
        type: 'status_change',
        title: `Notice ${index}`,
        body: `Body ${index}`,
        link: '/dashboard',
      });
      ids.push(notification.id);
    }
    othersId = (
      await queries.notifications.insertNotification(database.db, {
        userId: other.userId,
        type: 'status_change',
        title: 'Theirs',
      })
    ).id;
  });
  afterAll(async () => {
    await database.dispose();
  });

  function readAt(id: number) {
    return database.db
      .selectFrom('notifications')
      .select('readAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('lists only the user’s notifications, newest first, paged', async () => {
    const page = await agent.caller.notification.list({ pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((item) => item.title)).toEqual(['Notice 3', 'Notice 2']);
    expect(page.items[0]).toMatchObject({
      type: 'status_change',
      body: 'Body 3',
      link: '/dashboard',
      readAt: null,
    });
    expect(
      (await agent.caller.notification.list({ limit: 5, offset: 2 })).items.map(
        (item) => item.title,
      ),
    ).toEqual(['Notice 1']);
    await expectError(
      (await callerFor(database.db, storage)).notification.list({}),
      'UNAUTHORIZED',
    );
  });

  it('counts unread and marks the listed ones read, ignoring other users’ ids', async () => {
    expect(await agent.caller.notification.unreadCount()).toEqual({ count: 3 });
    expect(await agent.caller.notification.markRead({ ids: [ids[0]!, othersId] })).toEqual({
      updated: 1,
    });
    expect((await readAt(ids[0]!)).readAt).not.toBeNull();
    expect((await readAt(othersId)).readAt).toBeNull();
    expect(await agent.caller.notification.unreadCount()).toEqual({ count: 2 });
    expect(await other.caller.notification.markRead({ ids: [ids[1]!] })).toEqual({ updated: 0 });
    expect((await readAt(ids[1]!)).readAt).toBeNull();

    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'notifications_read')
      .where('userId', '=', agent.userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.newData).toEqual({ ids: [ids[0]] });
  });

  it('marks all read when no ids are given', async () => {
    expect(await agent.caller.notification.markRead()).toEqual({ updated: 2 });
    expect(await agent.caller.notification.unreadCount()).toEqual({ count: 0 });
    expect(await other.caller.notification.unreadCount()).toEqual({ count: 1 });
    expect(await agent.caller.notification.markRead({})).toEqual({ updated: 0 });
    await expectError(agent.caller.notification.markRead({ ids: [-1] }), 'BAD_REQUEST');
  });
});
