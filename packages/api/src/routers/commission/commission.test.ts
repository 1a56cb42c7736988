import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, callerFor, type SignedIn, expectError, testWorld } from '../../testing';

describe.each(testDrivers())("an agent's commissions on %s", (driver) => {
  const world = testWorld(driver, { agentFirstName: 'Amira', other: true, otherFirstName: 'Omar' });
  let paidId: number;

  beforeAll(async () => {
    await world.db
      .updateTable('programs')
      .set({ tuitionAed: 40_000 })
      .where('id', '=', world.programId)
      .execute();

    const apply = async (owner: SignedIn, lastName: string, status?: 'completed') => {
      const { id } = await owner.caller.application.create(
        applicationInput(world.programId, {
          studentLastName: lastName,
          studentEmail: `${lastName.toLowerCase()}@example.com`,
        }),
      );
      await owner.caller.application.submit({ id });
      if (status) await world.admin.caller.admin.application.changeStatus({ id, status });
      return id;
    };
    const paidApplication = await apply(world.agent, 'Farouk', 'completed');
    await apply(world.agent, 'Nasser', 'completed');
    await apply(world.agent, 'Qasim');
    await apply(world.other, 'Tamimi', 'completed');
    const paid = await world.db
      .selectFrom('commissions')
      .select('id')
      .where('applicationId', '=', paidApplication)
      .executeTakeFirstOrThrow();
    paidId = paid.id;
    await world.admin.caller.admin.commissions.move({ id: paidId, status: 'paid' });
  });

  it('lists only the signed-in agent’s commissions, filtered and paged', async () => {
    const page = await world.agent.caller.commission.list({});
    expect(page).toMatchObject({ total: 2, totalIsEstimate: false, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.studentName).sort()).toEqual([
      'Jane Farouk',
      'Jane Nasser',
    ]);
    expect(page.items.every((item) => item.agentId === world.agent.userId)).toBe(true);
    const paid = await world.agent.caller.commission.list({ status: 'paid' });
    expect(paid.items.map((item) => item.id)).toEqual([paidId]);
    // An agentId is no way into another agent's rows.
    const sneaky = await world.agent.caller.commission.list({
      agentId: world.other.userId,
    } as never);
    expect(sneaky.total).toBe(2);
    expect((await world.agent.caller.commission.list({ search: 'tamimi' })).total).toBe(0);
    const window = await world.agent.caller.commission.list({ limit: 1, offset: 1 });
    expect(window).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(window.items).toHaveLength(1);
  });

  it('sums the agent’s own earnings and pipeline', async () => {
    const summary = await world.agent.caller.commission.earnings();
    // 40 000 AED × 10 %: one paid, one due.
    expect(summary).toMatchObject({
      paidFils: 400_000,
      paidCount: 1,
      dueFils: 400_000,
      dueCount: 1,
      overdueCount: 0,
    });
    expect(summary.pipeline.find((stage) => stage.status === 'submitted')).toEqual({
      status: 'submitted',
      applicationCount: 1,
      potentialFils: 400_000,
    });
    expect(summary.months).toHaveLength(12);
    expect(summary.months.at(-1)).toMatchObject({ earnedFils: 800_000, paidFils: 400_000 });
  });

  it('exports the agent’s own commissions as CSV without the agent column, audited', async () => {
    const exported = await world.agent.caller.commission.exportCsv({ status: 'paid' });
    expect(exported).toMatchObject({ rowCount: 1, total: 1, truncated: false });
    expect(exported.filename).toMatch(/^commissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, line, end] = exported.csv.split('\r\n');
    expect(header).not.toContain('Agent');
    expect(line).toContain('Jane Farouk');
    expect(line).toContain('40000.00,10,4000.00,Paid,No');
    expect(end).toBe('');
    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'commissions_exported')
      .where('userId', '=', world.agent.userId)
      .executeTakeFirstOrThrow();
    expect(audit.newData).toMatchObject({
      agentId: world.agent.userId,
      status: 'paid',
      rowCount: 1,
    });
  });

  it('asks for a session and refuses unknown filters with clear messages', async () => {
    const anonymous = await callerFor(world.db, world.storage);
    await expectError(anonymous.commission.list({}), 'UNAUTHORIZED');
    await expectError(anonymous.commission.earnings(), 'UNAUTHORIZED');
    await expectError(world.agent.caller.commission.list({ sort: 'name' as never }), 'BAD_REQUEST');
    await expectError(
      world.agent.caller.commission.list({ status: 'lost' as never }),
      'BAD_REQUEST',
    );
  });
});
