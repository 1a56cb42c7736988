import { queries } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { accountWithSession } from '../storage/test-fixtures';

describe.each(testDrivers())('REST notifications on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists newest first with X-Total-Count and marks read by id or all', async () => {
    const agent = await accountWithSession(t.database.db);
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push(
        (
          await queries.notifications.insertNotification(t.database.db, {
            userId: agent.userId,
            type: 'status_change',
            title,
          })
        ).id,
      );
    }
    const listed = await call(t.app, 'GET', '/api/notifications?limit=2', { token: agent.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('3');
    expect(listed.json().map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);

    const one = await call(t.app, 'POST', '/api/notifications/read', {
      token: agent.token,
      body: { ids: [ids[0]] },
    });
    expect(one.json()).toEqual({ updated: 1 });
    const rest = await call(t.app, 'POST', '/api/notifications/read', { token: agent.token });
    expect(rest.json()).toEqual({ updated: 2 });
    expect((await call(t.app, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});
