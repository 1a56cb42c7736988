import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationInput,
  callerFor,
  createMemoryStorage,
  seedProgram,
  signIn,
  type SignedIn,
  expectError,
} from '../../testing';

describe.each(testDrivers())("an agent's commissions on %s", (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();
  let programId: number;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  let admin: SignedIn;
  let paidId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ({ programId } = await seedProgram(database.db));
    await database.db
      .updateTable('programs')
      .set({ tuitionAed: 40_000 })
      .where('id', '=', programId)
      .execute();
    agent = await signIn(database.db, storage, { firstName: 'Amira' });
    otherAgent = await signIn(database.db, storage, { firstName: 'Omar' });
    admin = await signIn(database.db, storage, { role: 'admin' });

    const apply = async (owner: SignedIn, lastName: string, status?: 'completed') => {
      const { id } = await owner.caller.application.create(
        applicationInput(programId, {
          studentLastName: lastName,
          studentEmail: `${lastName.toLowerCase()}@example.com`,
        }),
      );
      await owner.caller.application.submit({ id });
      if (status) await admin.caller.admin.application.changeStatus({ id, status });
      return id;
    };
    const paidApplication = await apply(agent, 'Farouk', 'completed');
    await apply(agent, 'Nasser', 'completed');
    await apply(agent, 'Qasim');
    await apply(otherAgent, 'Tamimi', 'completed');
    const paid = await database.db
      .selectFrom('commissions')
      .select('id')
      .where('applicationId', '=', paidApplication)
      .executeTakeFirstOrThrow();
    paidId = paid.id;
    await admin.caller.admin.commissions.move({ id: paidId, status: 'paid' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('lists only the signed-in agent’s commissions, filtered and paged', async () => {
    const page = await agent.caller.commission.list({});
    expect(page).toMatchObject({ total: 2, totalIsEstimate: false, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.studentName).sort()).toEqual([
      'Jane Farouk',
      'Jane Nasser',
    ]);
    expect(page.items.every((item) => item.agentId === agent.userId)).toBe(true);
    const paid = await agent.caller.commission.list({ status: 'paid' });
    expect(paid.items.map((item) => item.id)).toEqual([paidId]);
    // An agentId is no way into another agent's rows.
    const sneaky = await agent.caller.commission.list({ agentId: otherAgent.userId } as never);
    expect(sneaky.total).toBe(2);
    expect((await agent.caller.commission.list({ search: 'tamimi' })).total).toBe(0);
    const window = await agent.caller.commission.list({ limit: 1, offset: 1 });
    expect(window).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(window.items).toHaveLength(1);
  });

  it('sums the agent’s own earnings and pipeline', async () => {
    const summary = await agent.caller.commission.earnings();
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
    const exported = await agent.caller.commission.exportCsv({ status: 'paid' });
    expect(exported).toMatchObject({ rowCount: 1, total: 1, truncated: false });
    expect(exported.filename).toMatch(/^commissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, line, end] = exported.csv.split('\r\n');
    expect(header).not.toContain('Agent');
    expect(line).toContain('Jane Farouk');
    expect(line).toContain('40000.00,10,4000.00,Paid,No');
    expect(end).toBe('');
    const audit = await database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'commissions_exported')
      .where('userId', '=', agent.userId)
      .executeTakeFirstOrThrow();
    expect(audit.newData).toMatchObject({ agentId: agent.userId, status: 'paid', rowCount: 1 });
  });

  it('asks for a session and refuses unknown filters with clear messages', async () => {
    const anonymous = await callerFor(database.db, storage);
    await expectError(anonymous.commission.list({}), 'UNAUTHORIZED');
    await expectError(anonymous.commission.earnings(), 'UNAUTHORIZED');
    await expectError(agent.caller.commission.list({ sort: 'name' as never }), 'BAD_REQUEST');
    await expectError(agent.caller.commission.list({ status: 'lost' as never }), 'BAD_REQUEST');
  });
});
