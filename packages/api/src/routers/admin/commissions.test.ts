import { testDrivers } from '@uniguide/db/testing';
import { DEFAULT_NOTIFICATION_PREFERENCES, expectedPayoutOn } from '@uniguide/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, seedProgram, signIn, expectError, testWorld } from '../../testing';
import {
  AMOUNT_LOCKED_MESSAGE,
  COMMISSION_NOT_FOUND,
  REVERSED_COMMISSION_MESSAGE,
  SAME_COMMISSION_STATUS_MESSAGE,
} from '../../services/commissions';
import { COMMISSION_NOTIFICATION_TITLE, EARNINGS_LINK } from '../../services/notifications';
import { SAME_STATUS_MESSAGE } from '../../services/applications';

describe.each(testDrivers())('commissions on %s', (driver) => {
  const world = testWorld(driver, { agentFirstName: 'Amira', adminFirstName: 'Admin' });

  beforeAll(async () => {
    await world.db
      .updateTable('programs')
      .set({ tuitionAed: 60_000 })
      .where('id', '=', world.programId)
      .execute();
    await world.admin.caller.admin.commissionTerms.updateUniversity({
      universityId: world.universityId,
      commissionRatePercent: '12.5',
      payoutLagDays: 30,
    });
  });

  async function submitted(overrides = {}, owner = world.agent) {
    const { id } = await owner.caller.application.create(
      applicationInput(world.programId, overrides),
    );
    await owner.caller.application.submit({ id });
    return id;
  }

  async function completed(overrides = {}, owner = world.agent) {
    const id = await submitted(overrides, owner);
    await world.admin.caller.admin.application.changeStatus({ id, status: 'completed' });
    return id;
  }

  const commissionsOf = (applicationId: number) =>
    world.db
      .selectFrom('commissions')
      .selectAll()
      .where('applicationId', '=', applicationId)
      .execute();

  const auditsOf = (commissionId: number) =>
    world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('resourceType', '=', 'commission')
      .where('resourceId', '=', String(commissionId))
      .orderBy('id')
      .execute();

  const notificationsOf = (userId: number) =>
    world.db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .where('type', '=', 'commission_update')
      .orderBy('id')
      .execute();

  it('earns a pending commission on completion, priced with the terms of that moment', async () => {
    const before = new Date();
    const id = await completed();
    const [row, ...others] = await commissionsOf(id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      userId: world.agent.userId,
      universityId: world.universityId,
      programId: world.programId,
      status: 'pending',
      tuitionFils: 6_000_000,
      rateBps: 1250,
      // 60 000 AED × 12.5 % = 7 500 AED
      amountFils: 750_000,
      invoicedAt: null,
      paidAt: null,
      reversedAt: null,
    });
    const earnedAt = new Date(row!.earnedAt);
    expect(earnedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.expectedPayoutOn).toBe(expectedPayoutOn(earnedAt, 30));
    const [audit] = await auditsOf(row!.id);
    expect(audit).toMatchObject({
      action: 'commission_created',
      userId: world.admin.userId,
      previousData: null,
      newData: expect.objectContaining({ status: 'pending', amountFils: 750_000 }),
    });

    // A program's own rate wins over its university's.
    await world.admin.caller.admin.commissionTerms.updateProgram({
      programId: world.programId,
      commissionRatePercent: 15,
    });
    const overridden = await completed();
    expect((await commissionsOf(overridden))[0]).toMatchObject({
      rateBps: 1500,
      amountFils: 900_000,
    });
    await world.admin.caller.admin.commissionTerms.updateProgram({
      programId: world.programId,
      commissionRatePercent: null,
    });
  });

  it('reverses on leaving completed and reactivates the same row on completing again', async () => {
    const id = await completed();
    const [original] = await commissionsOf(id);
    await world.admin.caller.admin.commissions.move({ id: original!.id, status: 'paid' });

    await world.admin.caller.admin.application.changeStatus({ id, status: 'approved' });
    const [reversed] = await commissionsOf(id);
    expect(reversed).toMatchObject({ id: original!.id, status: 'reversed' });
    expect(reversed!.reversedAt).toBeInstanceOf(Date);

    await world.admin.caller.admin.application.changeStatus({ id, status: 'completed' });
    const rows = await commissionsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: original!.id,
      status: 'pending',
      paidAt: null,
      reversedAt: null,
      amountFils: 750_000,
    });
    expect((await auditsOf(original!.id)).map((audit) => audit.action)).toEqual([
      'commission_created',
      'commission_status_changed',
      'commission_reversed',
      'commission_created',
    ]);
    const reactivation = (await auditsOf(original!.id)).at(-1);
    expect(reactivation?.previousData).toMatchObject({ status: 'reversed' });

    // Other moves that never touch completed leave the commission alone.
    await world.admin.caller.admin.application.changeStatus({ id, status: 'rejected' });
    await world.admin.caller.admin.application.changeStatus({ id, status: 'under-review' });
    expect((await commissionsOf(id))[0]?.status).toBe('reversed');
  });

  it('makes exactly one commission when two admins complete the same application at once', async () => {
    const id = await submitted();
    const secondAdmin = await signIn(world.db, world.storage, { role: 'admin' });
    const results = await Promise.allSettled([
      world.admin.caller.admin.application.changeStatus({ id, status: 'completed' }),
      secondAdmin.caller.admin.application.changeStatus({ id, status: 'completed' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    await expectError(Promise.reject(refused?.reason), 'BAD_REQUEST', SAME_STATUS_MESSAGE);
    expect(await commissionsOf(id)).toHaveLength(1);
  });

  it('moves a commission along the admin moves, stamping dates, auditing and notifying the agent', async () => {
    const id = await completed();
    const [row] = await commissionsOf(id);
    const invoiced = await world.admin.caller.admin.commissions.move({
      id: row!.id,
      status: 'invoiced',
    });
    expect(invoiced).toMatchObject({
      id: row!.id,
      status: 'invoiced',
      agentId: world.agent.userId,
      agentName: 'Amira Khalil',
      studentName: 'Jane Doe',
      overdue: false,
      paidAt: null,
    });
    expect(invoiced.invoicedAt).not.toBeNull();
    const audit = (await auditsOf(row!.id)).at(-1);
    expect(audit).toMatchObject({
      action: 'commission_status_changed',
      userId: world.admin.userId,
      previousData: expect.objectContaining({ status: 'pending', invoicedAt: null }),
      newData: expect.objectContaining({ status: 'invoiced' }),
    });
    const notification = (await notificationsOf(world.agent.userId)).at(-1);
    expect(notification).toMatchObject({
      title: COMMISSION_NOTIFICATION_TITLE,
      link: EARNINGS_LINK,
      applicationId: id,
      body: expect.stringContaining('Invoiced: AED 7,500'),
    });

    const paid = await world.admin.caller.admin.commissions.move({ id: row!.id, status: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    await expectError(
      world.admin.caller.admin.commissions.move({ id: row!.id, status: 'paid' }),
      'BAD_REQUEST',
      SAME_COMMISSION_STATUS_MESSAGE,
    );
    await expectError(
      world.admin.caller.admin.commissions.move({ id: row!.id, status: 'pending' }),
      'BAD_REQUEST',
      'A commission cannot move from Paid to Pending',
    );
    const undone = await world.admin.caller.admin.commissions.move({
      id: row!.id,
      status: 'invoiced',
    });
    expect(undone).toMatchObject({ status: 'invoiced', paidAt: null });
  });

  it("respects the agent's Commission Updates preference", async () => {
    const quiet = await signIn(world.db, world.storage, { firstName: 'Quiet' });
    await quiet.caller.user.updateNotificationPreferences({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      commissionUpdates: false,
    });
    const id = await completed({}, quiet);
    const [row] = await commissionsOf(id);
    await world.admin.caller.admin.commissions.move({ id: row!.id, status: 'invoiced' });
    expect(await notificationsOf(quiet.userId)).toEqual([]);
  });

  it('refuses moves of reversed or unknown commissions, and anyone but an admin', async () => {
    const id = await completed();
    const [row] = await commissionsOf(id);
    await world.admin.caller.admin.application.changeStatus({ id, status: 'approved' });
    await expectError(
      world.admin.caller.admin.commissions.move({ id: row!.id, status: 'invoiced' }),
      'BAD_REQUEST',
      REVERSED_COMMISSION_MESSAGE,
    );
    await expectError(
      world.admin.caller.admin.commissions.move({ id: 987_654, status: 'invoiced' }),
      'NOT_FOUND',
      COMMISSION_NOT_FOUND,
    );
    await expectError(
      world.admin.caller.admin.commissions.move({ id: row!.id, status: 'reversed' as never }),
      'BAD_REQUEST',
      'Status must be pending, invoiced or paid',
    );
    await expectError(
      world.agent.caller.admin.commissions.move({ id: row!.id, status: 'invoiced' }),
      'FORBIDDEN',
    );
    await expectError(world.agent.caller.admin.commissions.list({}), 'FORBIDDEN');
  });

  it('lets an admin set the amount of a commission without a tuition figure', async () => {
    const noFee = await seedProgram(world.db);
    const { id: applicationId } = await world.agent.caller.application.create(
      applicationInput(noFee.programId),
    );
    await world.agent.caller.application.submit({ id: applicationId });
    await world.admin.caller.admin.application.changeStatus({
      id: applicationId,
      status: 'completed',
    });
    const [row] = await commissionsOf(applicationId);
    expect(row).toMatchObject({ tuitionFils: null, amountFils: null, rateBps: 1000 });

    const corrected = await world.admin.caller.admin.commissions.setAmount({
      id: row!.id,
      amountAed: '4,500.50',
    });
    expect(corrected.amountFils).toBe(450_050);
    expect((await auditsOf(row!.id)).at(-1)).toMatchObject({
      action: 'commission_amount_corrected',
      previousData: { amountFils: null },
      newData: { amountFils: 450_050 },
    });
    await expectError(
      world.admin.caller.admin.commissions.setAmount({ id: row!.id, amountAed: '12.345' }),
      'BAD_REQUEST',
      'Amount must be in AED with at most two decimals, e.g. 4500 or 4500.50',
    );
    await world.admin.caller.admin.commissions.move({ id: row!.id, status: 'paid' });
    await expectError(
      world.admin.caller.admin.commissions.setAmount({ id: row!.id, amountAed: 1 }),
      'BAD_REQUEST',
      AMOUNT_LOCKED_MESSAGE,
    );
  });

  it("lists, queues, sums and exports every agent's commissions for the admin", async () => {
    const other = await signIn(world.db, world.storage, { firstName: 'Omar' });
    const otherApplication = await completed(
      { studentFirstName: '=HYPERLINK("x")', studentLastName: 'Tamimi' },
      other,
    );
    const [otherRow] = await commissionsOf(otherApplication);

    const mine = await world.admin.caller.admin.commissions.list({ agentId: other.userId });
    expect(mine.items.map((item) => item.id)).toEqual([otherRow!.id]);
    const searched = await world.admin.caller.admin.commissions.list({ search: 'tamimi' });
    expect(searched.items.map((item) => item.id)).toEqual([otherRow!.id]);
    expect((await world.admin.caller.admin.commissions.list({ pageSize: 2 })).items).toHaveLength(
      2,
    );

    // Overdue: a payout date in the past, judged by the database's UTC date.
    await world.db
      .updateTable('commissions')
      .set({ expectedPayoutOn: '2020-01-01' })
      .where('id', '=', otherRow!.id)
      .execute();
    const overdue = await world.admin.caller.admin.commissions.list({ status: 'overdue' });
    expect(overdue.items.map((item) => [item.id, item.overdue])).toEqual([[otherRow!.id, true]]);
    const queue = await world.admin.caller.admin.commissions.payouts({});
    expect(queue.items[0]?.id).toBe(otherRow!.id);
    expect(
      queue.items.every((item) => item.status === 'pending' || item.status === 'invoiced'),
    ).toBe(true);
    const dates = queue.items.map((item) => item.expectedPayoutOn);
    expect(dates).toEqual([...dates].sort());

    const summary = await world.admin.caller.admin.commissions.summary({ agentId: other.userId });
    expect(summary).toMatchObject({ overdueFils: 750_000, overdueCount: 1, dueCount: 0 });
    const everyone = await world.admin.caller.admin.commissions.summary();
    expect(everyone.overdueCount).toBe(1);
    expect(everyone.dueCount).toBeGreaterThan(1);

    const exported = await world.admin.caller.admin.commissions.exportCsv({
      agentId: other.userId,
    });
    expect(exported).toMatchObject({ rowCount: 1, total: 1, truncated: false });
    const [header, line] = exported.csv.split('\r\n');
    expect(header).toBe(
      'ID,Application ID,Student,Program,University,Agent,Tuition (AED),Rate (%),Commission (AED),Status,Overdue,Earned At,Expected Payout,Invoiced At,Paid At,Reversed At',
    );
    // The formula a student name could smuggle into a spreadsheet stays text.
    expect(line).toContain(`"'=HYPERLINK(""x"") Tamimi"`);
    expect(line).toContain('60000.00,12.5,7500.00,Pending,Yes');
    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'commissions_exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      userId: world.admin.userId,
      newData: expect.objectContaining({ rowCount: 1 }),
    });
  });
});
