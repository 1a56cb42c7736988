import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_PIPELINE_STATUSES, commissionAmountFils } from '@uniguide/domain';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import {
  insertAgent,
  insertApplicationAt,
  insertCommissionAt,
  insertProgramAt,
  insertUniversityWithTerms,
} from '../../testing/commission-data';
import { earningsSummary } from './earnings';

/** "YYYY-MM" of the UTC month `back` months before now. */
function monthKey(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

function monthsAgo(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2, 12));
}

describe.each(testDrivers())('earnings summary on %s', (driver) => {
  let database: TestDatabase;
  let amira: number;
  let omar: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    amira = (await insertAgent(db, 'Amira', 'Haddad')).id;
    omar = (await insertAgent(db, 'Omar', 'Zayani')).id;
    const gulf = await insertUniversityWithTerms(db, 'Gulf University', {
      commissionRateBps: 1000,
    });
    const standard = await insertProgramAt(db, gulf, 'MSc Robotics', { tuitionAed: 50_000 });
    const overridden = await insertProgramAt(db, gulf, 'MBA', {
      tuitionAed: 33_333,
      commissionRateBps: 1250,
    });
    const noFee = await insertProgramAt(db, gulf, 'PhD Physics', { tuitionAed: null });

    for (const [userId, programId, status] of [
      [amira, standard, 'submitted'],
      [amira, overridden, 'submitted'],
      [amira, noFee, 'submitted'],
      [amira, standard, 'approved'],
      [amira, standard, 'draft'],
      [amira, standard, 'rejected'],
      [omar, standard, 'under-review'],
    ] as const) {
      await insertApplicationAt(db, { userId, programId, status });
    }

    const commission = async (userId: number, values: Parameters<typeof insertCommissionAt>[3]) => {
      const application = await insertApplicationAt(db, {
        userId,
        programId: standard,
        status: 'completed',
      });
      await insertCommissionAt(db, application, gulf, values);
    };
    await commission(amira, {
      status: 'paid',
      amountFils: 900_000,
      earnedAt: monthsAgo(2),
      paidAt: monthsAgo(0),
    });
    await commission(amira, {
      amountFils: 300_000,
      expectedPayoutOn: '2020-01-01',
      earnedAt: monthsAgo(14),
    });
    await commission(amira, {
      status: 'invoiced',
      amountFils: 100_000,
      expectedPayoutOn: '2020-02-01',
      earnedAt: monthsAgo(13),
    });
    await commission(amira, { amountFils: 200_000, earnedAt: monthsAgo(0) });
    await commission(amira, { amountFils: null, tuitionFils: null, earnedAt: monthsAgo(0) });
    await commission(amira, {
      status: 'reversed',
      amountFils: 500_000,
      reversedAt: new Date(),
      earnedAt: monthsAgo(0),
    });
    await commission(omar, {
      status: 'paid',
      amountFils: 40_000,
      earnedAt: monthsAgo(11),
      paidAt: monthsAgo(11),
    });
  });
  afterAll(() => database.dispose());

  it('totals paid, due and overdue (by the UTC date); reversed commissions count nowhere', async () => {
    const summary = await earningsSummary(database.db, { owner: { userId: amira } });
    expect(summary).toMatchObject({
      paidFils: 900_000,
      paidCount: 1,
      dueFils: 200_000,
      dueCount: 2,
      overdueFils: 400_000,
      overdueCount: 2,
    });
    const everyone = await earningsSummary(database.db);
    expect(everyone).toMatchObject({ paidFils: 940_000, paidCount: 2, dueCount: 2 });
  });

  it('prices the pipeline per stage with integer math, zero-filled in workflow order', async () => {
    const { pipeline } = await earningsSummary(database.db, { owner: { userId: amira } });
    expect(pipeline.map((stage) => stage.status)).toEqual([...EARNINGS_PIPELINE_STATUSES]);
    const byStatus = Object.fromEntries(pipeline.map((stage) => [stage.status, stage]));
    // 50 000 × 10 % and 33 333 × 12.5 % (half up); the program without a fee counts, adds nothing.
    expect(commissionAmountFils(33_333, 1250)).toBe(416_663);
    expect(byStatus.submitted).toEqual({
      status: 'submitted',
      applicationCount: 3,
      potentialFils: 500_000 + 416_663,
    });
    expect(byStatus.approved).toEqual({
      status: 'approved',
      applicationCount: 1,
      potentialFils: 500_000,
    });
    expect(byStatus['under-review']).toEqual({
      status: 'under-review',
      applicationCount: 0,
      potentialFils: 0,
    });
    const everyone = await earningsSummary(database.db);
    expect(everyone.pipeline.find((stage) => stage.status === 'under-review')).toEqual({
      status: 'under-review',
      applicationCount: 1,
      potentialFils: 500_000,
    });
  });

  it('gives 12 months oldest first, earned by earning month and paid by payment month', async () => {
    const { months } = await earningsSummary(database.db, { owner: { userId: amira } });
    expect(months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthKey(11 - index)),
    );
    const byMonth = Object.fromEntries(months.map((month) => [month.month, month]));
    expect(byMonth[monthKey(0)]).toEqual({
      month: monthKey(0),
      earnedFils: 200_000,
      paidFils: 900_000,
    });
    expect(byMonth[monthKey(2)]).toEqual({ month: monthKey(2), earnedFils: 900_000, paidFils: 0 });
    // Earned 13 and 14 months ago: outside the window; Omar's month is not Amira's.
    const total = months.reduce((sum, month) => sum + month.earnedFils, 0);
    expect(total).toBe(1_100_000);
    expect(byMonth[monthKey(11)]).toEqual({ month: monthKey(11), earnedFils: 0, paidFils: 0 });
    const everyone = await earningsSummary(database.db);
    expect(everyone.months[0]).toEqual({
      month: monthKey(11),
      earnedFils: 40_000,
      paidFils: 40_000,
    });
  });
});
