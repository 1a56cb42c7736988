import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { applicationForm, accountWithSession, seedProgram } from '../storage/test-fixtures';

describe.each(testDrivers())('REST admin on %s', (driver) => {
  let t: TestApp;
  let programId: number;
  let agent: { userId: number; token: string };
  let admin: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ programId } = await seedProgram(t.database.db));
    agent = await accountWithSession(t.database.db);
    admin = await accountWithSession(t.database.db, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  async function submittedApplication(): Promise<number> {
    const created = await call(t.app, 'POST', '/api/applications', {
      token: agent.token,
      body: { programId, ...applicationForm() },
    });
    const id = created.json().id as number;
    await call(t.app, 'POST', `/api/applications/${id}/submit`, { token: agent.token });
    return id;
  }

  it('refuses agents with 403 on every admin path', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${agent.userId}`],
      ['PATCH', `/api/admin/users/${agent.userId}/status`],
      ['GET', '/api/admin/applications'],
      ['PATCH', '/api/admin/applications/1/status'],
      ['GET', '/api/admin/audit-logs'],
    ] as const) {
      const response = await call(t.app, method, url, {
        token: agent.token,
        ...(method === 'PATCH' ? { body: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('changes a status over PATCH and shows it in the lists, stats and audit log', async () => {
    const id = await submittedApplication();
    const before = (await call(t.app, 'GET', '/api/admin/stats', { token: admin.token })).json();
    const changed = await call(t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved', notes: 'All documents verified' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      status: 'approved',
      adminNotes: 'All documents verified',
    });
    const same = await call(t.app, 'PATCH', `/api/admin/applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The new status must differ from the current one');

    const after = (await call(t.app, 'GET', '/api/admin/stats', { token: admin.token })).json();
    expect(after.approvedApplications - before.approvedApplications).toBe(1);
    expect(after.pendingReviews - before.pendingReviews).toBe(-1);
    expect(Object.keys(after).sort()).toEqual([
      'activeAgents',
      'approvedApplications',
      'pendingReviews',
      'totalApplications',
      'totalStudents',
      'totalUniversities',
    ]);

    const list = await call(t.app, 'GET', '/api/admin/applications?status=approved', {
      token: admin.token,
    });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({ id, status: 'approved', agent: { id: agent.userId } });
    const one = await call(t.app, 'GET', `/api/admin/applications/${id}`, { token: admin.token });
    expect(one.json().statusHistory.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'draft',
      'submitted',
      'approved',
    ]);

    const audit = await call(t.app, 'GET', '/api/admin/audit-logs?type=application&limit=5', {
      token: admin.token,
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json()[0]).toMatchObject({
      action: 'application_status_changed',
      resourceId: String(id),
    });

    const notifications = await call(t.app, 'GET', '/api/notifications', { token: agent.token });
    expect(notifications.json()[0]).toMatchObject({
      title: 'Application status changed',
      applicationId: id,
    });
  });

  it('lists users, shows one, and deactivates an agent with PATCH …/status', async () => {
    const target = await accountWithSession(t.database.db);
    const users = await call(t.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(users.statusCode).toBe(200);
    expect(Number(users.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(users.body).not.toMatch(/passwordHash/);
    const profile = await call(t.app, 'GET', `/api/admin/users/${agent.userId}`, {
      token: admin.token,
    });
    expect(profile.json().user.id).toBe(agent.userId);

    const off = await call(t.app, 'PATCH', `/api/admin/users/${target.userId}/status`, {
      token: admin.token,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await call(t.app, 'GET', '/api/user', { token: target.token })).statusCode).toBe(401);

    const adminTarget = await call(t.app, 'PATCH', `/api/admin/users/${admin.userId}/status`, {
      token: admin.token,
      body: { active: false },
    });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().message).toBe('Admin accounts cannot be deactivated');
    const badBody = await call(t.app, 'PATCH', `/api/admin/users/${target.userId}/status`, {
      token: admin.token,
      body: { active: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
  });
});
