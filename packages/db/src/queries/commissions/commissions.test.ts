import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import type { ApplicationRow } from '../../schema';
import { listCommissions } from './list';
import {
  commissionFigures,
  insertAgent,
  insertApplicationAt,
  insertCommissionAt,
  insertProgramAt,
  insertUniversityWithTerms,
} from '../../testing/commission-data';
import {
  findCommissionByApplication,
  reverseCommission,
  updateCommissionStatus,
  upsertCompletedCommission,
  type CommissionFigures,
} from './commissions';

describe.each(testDrivers())('commission rows on %s', (driver) => {
  let database: TestDatabase;
  let application: ApplicationRow;
  let universityId: number;

  const figures = (overrides: Partial<CommissionFigures> = {}): CommissionFigures => ({
    ...commissionFigures(application, universityId),
    earnedAt: new Date('2026-03-01T10:00:00Z'),
    expectedPayoutOn: '2026-05-30',
    ...overrides,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const agent = await insertAgent(database.db, 'Omar', 'Khalil');
    universityId = await insertUniversityWithTerms(database.db, 'Gulf University');
    const programId = await insertProgramAt(database.db, universityId, 'MSc Robotics');
    application = await insertApplicationAt(database.db, {
      userId: agent.id,
      programId,
      status: 'completed',
    });
  });
  afterAll(() => database.dispose());

  it('inserts once, leaves a live row alone, reverses it and brings it back with fresh figures', async () => {
    const { db } = database;
    const created = await upsertCompletedCommission(db, figures());
    expect(created?.inserted).toBe(true);
    expect(created?.row).toMatchObject({ status: 'pending', amountFils: 500_000 });

    // A live (pending, invoiced or paid) row is never repriced by another completion.
    const invoiced = await updateCommissionStatus(db, created!.row, 'invoiced', new Date());
    expect(await upsertCompletedCommission(db, figures({ amountFils: 1 }))).toBeUndefined();
    expect(await findCommissionByApplication(db, application.id)).toMatchObject({
      id: created!.row.id,
      status: 'invoiced',
      amountFils: 500_000,
      invoicedAt: invoiced.invoicedAt,
    });

    const reversedAt = new Date('2026-03-05T08:00:00Z');
    const reversed = await reverseCommission(db, application.id, reversedAt);
    expect(reversed).toMatchObject({ status: 'reversed', reversedAt });
    expect(await reverseCommission(db, application.id, new Date())).toBeUndefined();

    const again = await upsertCompletedCommission(
      db,
      figures({ amountFils: 750_000, rateBps: 1500, expectedPayoutOn: '2026-07-01' }),
    );
    expect(again?.inserted).toBe(false);
    expect(again?.row).toMatchObject({
      id: created!.row.id,
      status: 'pending',
      amountFils: 750_000,
      rateBps: 1500,
      expectedPayoutOn: '2026-07-01',
      invoicedAt: null,
      paidAt: null,
      reversedAt: null,
    });
    const count = await db
      .selectFrom('commissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('applicationId', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it('never makes a second row when two completions race past the application lock', async () => {
    const other = await insertApplicationAt(database.db, {
      userId: application.userId,
      programId: application.programId,
      status: 'completed',
    });
    // Two transactions at once (truly concurrent on PostgreSQL): the unique key decides.
    const race = () =>
      database.db
        .transaction()
        .execute((tx) => upsertCompletedCommission(tx, figures({ applicationId: other.id })));
    const results = await Promise.all([race(), race()]);
    expect(results.filter((result) => result?.inserted === true)).toHaveLength(1);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
  });

  it('keeps the dates true to each move, including the undo moves', async () => {
    const { db } = database;
    const row = (await findCommissionByApplication(db, application.id))!;
    const at = new Date('2026-04-01T09:00:00Z');
    const invoiced = await updateCommissionStatus(
      db,
      { ...row, status: 'pending' },
      'invoiced',
      at,
    );
    expect(invoiced).toMatchObject({ status: 'invoiced', invoicedAt: at, paidAt: null });
    const paidAt = new Date('2026-04-10T09:00:00Z');
    const paid = await updateCommissionStatus(db, invoiced, 'paid', paidAt);
    expect(paid).toMatchObject({ status: 'paid', invoicedAt: at, paidAt });
    const unpaid = await updateCommissionStatus(db, paid, 'invoiced', new Date());
    expect(unpaid).toMatchObject({ status: 'invoiced', invoicedAt: at, paidAt: null });
    const back = await updateCommissionStatus(db, unpaid, 'pending', new Date());
    expect(back).toMatchObject({ status: 'pending', invoicedAt: null, paidAt: null });
    // Paid straight from pending, then taken back to invoiced: invoiced from now on.
    const direct = await updateCommissionStatus(db, back, 'paid', paidAt);
    const undone = await updateCommissionStatus(db, direct, 'invoiced', at);
    expect(undone).toMatchObject({ status: 'invoiced', invoicedAt: at, paidAt: null });
  });
});

describe.each(testDrivers())('commission lists on %s', (driver) => {
  let database: TestDatabase;
  let amira: number;
  let omar: number;
  let gulf: number;
  let desert: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    amira = (await insertAgent(db, 'Amira', 'Haddad')).id;
    omar = (await insertAgent(db, 'Omar', 'Zayani')).id;
    gulf = await insertUniversityWithTerms(db, 'Gulf University');
    desert = await insertUniversityWithTerms(db, 'Desert Institute');
    const robotics = await insertProgramAt(db, gulf, 'MSc Robotics');
    const law = await insertProgramAt(db, desert, 'LLB Maritime Law');
    const add = async (
      key: string,
      userId: number,
      programId: number,
      universityId: number,
      lastName: string,
      values: Parameters<typeof insertCommissionAt>[3],
    ) => {
      const application = await insertApplicationAt(db, {
        userId,
        programId,
        status: 'completed',
        firstName: 'Student',
        lastName,
      });
      ids[key] = (await insertCommissionAt(db, application, universityId, values)).id;
    };
    await add('overdue', amira, robotics, gulf, 'Farouk', {
      expectedPayoutOn: '2020-01-15',
      amountFils: 300_000,
      earnedAt: new Date('2019-10-01T00:00:00Z'),
    });
    await add('invoicedOverdue', amira, law, desert, 'Nasser', {
      status: 'invoiced',
      invoicedAt: new Date('2020-02-01T00:00:00Z'),
      expectedPayoutOn: '2020-03-01',
      amountFils: 100_000,
      earnedAt: new Date('2019-12-01T00:00:00Z'),
    });
    await add('due', amira, law, desert, 'Qasim', {
      expectedPayoutOn: '2999-06-01',
      amountFils: null,
      tuitionFils: null,
    });
    await add('paid', amira, robotics, gulf, 'Rahman', {
      status: 'paid',
      paidAt: new Date(),
      expectedPayoutOn: '2021-01-01',
      amountFils: 900_000,
    });
    await add('reversed', amira, robotics, gulf, 'Salem', {
      status: 'reversed',
      reversedAt: new Date(),
      expectedPayoutOn: '2019-01-01',
    });
    await add('omars', omar, robotics, gulf, 'Tamimi', { expectedPayoutOn: '2998-01-01' });
  });
  afterAll(() => database.dispose());

  const list = (filter: Partial<Parameters<typeof listCommissions>[1]> = {}) =>
    listCommissions(database.db, { sort: 'payout-asc', limit: 50, offset: 0, ...filter });
  const keysOf = (items: { id: number }[]) =>
    items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id));

  it("lists only the owner's commissions, soonest payout first, with names and derived overdue", async () => {
    const result = await list({ owner: { userId: amira } });
    expect(result.total).toBe(5);
    expect(keysOf(result.items)).toEqual(['reversed', 'overdue', 'invoicedOverdue', 'paid', 'due']);
    const overdue = result.items.find((item) => item.id === ids.overdue)!;
    expect(overdue).toMatchObject({
      agentId: amira,
      agentName: 'Amira Haddad',
      studentName: 'Student Farouk',
      programName: 'MSc Robotics',
      universityId: gulf,
      status: 'pending',
      overdue: true,
      expectedPayoutOn: '2020-01-15',
      earnedAt: '2019-10-01T00:00:00.000Z',
    });
    expect(result.items.find((item) => item.id === ids.reversed)?.overdue).toBe(false);
    expect(result.items.find((item) => item.id === ids.paid)?.overdue).toBe(false);
  });

  it('filters by stored status, by overdue, due and unpaid against the UTC date', async () => {
    expect(keysOf((await list({ owner: { userId: amira }, status: 'overdue' })).items)).toEqual([
      'overdue',
      'invoicedOverdue',
    ]);
    expect(keysOf((await list({ status: 'due' })).items)).toEqual(['omars', 'due']);
    expect(keysOf((await list({ status: 'unpaid' })).items)).toEqual([
      'overdue',
      'invoicedOverdue',
      'omars',
      'due',
    ]);
    expect(keysOf((await list({ status: 'paid' })).items)).toEqual(['paid']);
    expect(keysOf((await list({ status: 'invoiced' })).items)).toEqual(['invoicedOverdue']);
    expect(keysOf((await list({ universityId: desert })).items)).toEqual([
      'invoicedOverdue',
      'due',
    ]);
  });

  it('searches students, programs, universities and (for admins) agents', async () => {
    expect(keysOf((await list({ search: 'farouk' })).items)).toEqual(['overdue']);
    expect(keysOf((await list({ search: 'maritime' })).items)).toEqual(['invoicedOverdue', 'due']);
    expect(keysOf((await list({ search: 'desert inst' })).items)).toEqual([
      'invoicedOverdue',
      'due',
    ]);
    expect(keysOf((await list({ search: 'zayani' })).items)).toEqual(['omars']);
    // An agent's own search never matches on agents (all their rows are theirs).
    expect((await list({ owner: { userId: amira }, search: 'zayani' })).total).toBe(0);
    expect((await list({ search: '100%' })).total).toBe(0);
  });

  it('sorts by payout date, earning date or amount, and pages without overlap', async () => {
    expect(keysOf((await list({ owner: { userId: amira }, sort: 'payout-desc' })).items)).toEqual([
      'due',
      'paid',
      'invoicedOverdue',
      'overdue',
      'reversed',
    ]);
    const byAmount = keysOf((await list({ owner: { userId: amira }, sort: 'amount-desc' })).items);
    expect(byAmount.slice(0, 2)).toEqual(['paid', 'reversed']);
    expect(byAmount.at(-1)).toBe('due');
    const byEarned = keysOf((await list({ owner: { userId: amira }, sort: 'earned-desc' })).items);
    expect(byEarned.slice(-2)).toEqual(['invoicedOverdue', 'overdue']);

    const first = await list({ owner: { userId: amira }, limit: 2, offset: 0 });
    const second = await list({ owner: { userId: amira }, limit: 2, offset: 2 });
    expect(first.total).toBe(5);
    expect(keysOf([...first.items, ...second.items])).toEqual([
      'reversed',
      'overdue',
      'invoicedOverdue',
      'paid',
    ]);
  });
});
