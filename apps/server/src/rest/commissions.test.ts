import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, call, createTestApp, type TestApp } from '../../test/helpers';
import { createCommission } from '../../test/quality/world';
import { accountWithSession, seedProgram } from '../storage/test-fixtures';

type Account = Awaited<ReturnType<typeof accountWithSession>>;

describe.each(testDrivers())('REST commissions on %s', (driver) => {
  let t: TestApp;
  let agent: Account;
  let admin: Account;
  let programId: number;
  let universityId: number;
  let commissionId: number;

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call(t.app, method, url, { token: admin.token, host: ADMIN_HOST, body });

  beforeAll(async () => {
    t = await createTestApp(driver);
    const { db } = t.database;
    agent = await accountWithSession(db);
    admin = await accountWithSession(db, 'admin');
    ({ programId } = await seedProgram(db));
    const program = await db
      .updateTable('programs')
      .set({ tuitionAed: 50_000 })
      .where('id', '=', programId)
      .returning('universityId')
      .executeTakeFirstOrThrow();
    universityId = program.universityId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets and reads commission terms under /api/admin', async () => {
    const terms = await asAdmin('PUT', `/api/admin/universities/${universityId}/commission-terms`, {
      commissionRatePercent: '12',
      payoutLagDays: 45,
    });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({
      universityId,
      commissionRateBps: 1200,
      payoutLagDays: 45,
    });

    const rate = await asAdmin('PUT', `/api/admin/programs/${programId}/commission-rate`, {
      commissionRatePercent: '14.5',
    });
    expect(rate.json()).toMatchObject({
      programId,
      commissionRateBps: 1450,
      effectiveRateBps: 1450,
    });
    const removed = await asAdmin('PUT', `/api/admin/programs/${programId}/commission-rate`, {
      commissionRatePercent: null,
    });
    expect(removed.json()).toMatchObject({ commissionRateBps: null, effectiveRateBps: 1200 });

    const listed = await asAdmin('GET', '/api/admin/commission-terms');
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ universityId, overrides: [] })]),
    );
    const programs = await asAdmin(
      'GET',
      `/api/admin/universities/${universityId}/commission-terms`,
    );
    expect(programs.json().programs).toEqual([
      expect.objectContaining({ programId, effectiveRateBps: 1200 }),
    ]);

    const bad = await asAdmin('PUT', `/api/admin/universities/${universityId}/commission-terms`, {
      commissionRatePercent: 'ten',
      payoutLagDays: 45,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'commissionRatePercent' }],
    });
  });

  it("serves the agent's commissions, earnings and export; the admin's list, queue and summary", async () => {
    commissionId = await createCommission(t, { agent: agent.token, admin: admin.token }, programId);
    await createCommission(t, { agent: agent.token, admin: admin.token }, programId, {
      studentEmail: 'second.student@example.com',
    });

    const mine = await call(t.app, 'GET', '/api/commissions?limit=1&sort=earned-desc', {
      token: agent.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('2');
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({ amountFils: 600_000, rateBps: 1200, status: 'pending' });

    const earnings = await call(t.app, 'GET', '/api/commissions/earnings', { token: agent.token });
    expect(earnings.json()).toMatchObject({ dueFils: 1_200_000, dueCount: 2, paidFils: 0 });

    const exported = await call(t.app, 'GET', '/api/commissions/export?status=pending', {
      token: agent.token,
    });
    expect(exported.json()).toMatchObject({ rowCount: 2, truncated: false });
    expect(exported.json().csv).toContain('50000.00,12,6000.00,Pending,No');

    const all = await asAdmin('GET', `/api/admin/commissions?agentId=${agent.userId}`);
    expect(all.headers['x-total-count']).toBe('2');
    const queue = await asAdmin('GET', '/api/admin/commissions/payouts?limit=10');
    expect(queue.json()).toHaveLength(2);
    const summary = await asAdmin('GET', `/api/admin/commissions/summary?agentId=${agent.userId}`);
    expect(summary.json()).toMatchObject({ dueCount: 2, months: expect.any(Array) });
    const adminExport = await asAdmin('GET', '/api/admin/commissions/export');
    expect(adminExport.json().csv.split('\r\n')[0]).toContain(',Agent,');
  });

  it('moves a commission and corrects its amount; agents are refused', async () => {
    const moved = await asAdmin('POST', `/api/admin/commissions/${commissionId}/status`, {
      status: 'invoiced',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: commissionId, status: 'invoiced' });

    const amount = await asAdmin('PUT', `/api/admin/commissions/${commissionId}/amount`, {
      amountAed: 6100,
    });
    expect(amount.json()).toMatchObject({ amountFils: 610_000 });

    const refused = await call(t.app, 'POST', `/api/admin/commissions/${commissionId}/status`, {
      token: agent.token,
      body: { status: 'paid' },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await asAdmin('POST', '/api/admin/commissions/987654/status', {
      status: 'paid',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Commission not found',
      code: 'NOT_FOUND',
      issues: [],
    });
  });

  it('keeps commission terms out of every public catalogue answer', async () => {
    for (const url of [
      '/api/programs',
      `/api/programs/${programId}`,
      '/api/universities',
      `/api/universities/${universityId}`,
    ]) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/"(commission|payout|rateBps)\w*"\s*:/i);
    }
    const university = await call(t.app, 'GET', `/api/universities/${universityId}`);
    expect(university.json().turnaround).toEqual({
      universityId,
      decisionCount: 0,
      medianDays: null,
    });
  });
});
