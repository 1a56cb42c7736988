import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import {
  findProgramCommissionTerms,
  listProgramCommissionRates,
  listUniversityCommissionTerms,
  setProgramCommissionRate,
  updateUniversityCommissionTerms,
} from './terms';
import { insertProgramAt, insertUniversityWithTerms } from '../../testing/commission-data';

describe.each(testDrivers())('commission terms on %s', (driver) => {
  let database: TestDatabase;
  let gulf: number;
  let robotics: number;
  let nursing: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    gulf = await insertUniversityWithTerms(database.db, 'Gulf University', {
      commissionRateBps: 1500,
      payoutLagDays: 60,
    });
    robotics = await insertProgramAt(database.db, gulf, 'MSc Robotics', { tuitionAed: 70_000 });
    nursing = await insertProgramAt(database.db, gulf, 'BSc Nursing', {
      tuitionAed: 45_000,
      commissionRateBps: 2000,
    });
  });
  afterAll(() => database.dispose());

  it("lists each university's terms with the programs that override its rate", async () => {
    const terms = await listUniversityCommissionTerms(database.db);
    expect(terms.find((row) => row.universityId === gulf)).toMatchObject({
      commissionRateBps: 1500,
      payoutLagDays: 60,
      programCount: 2,
      overrides: [{ programId: nursing, programName: 'BSc Nursing', commissionRateBps: 2000 }],
    });
  });

  it("prices a program at its override, else at its university's rate", async () => {
    expect(await findProgramCommissionTerms(database.db, nursing)).toEqual({
      programId: nursing,
      universityId: gulf,
      tuitionAed: 45_000,
      rateBps: 2000,
      payoutLagDays: 60,
    });
    expect((await findProgramCommissionTerms(database.db, robotics))?.rateBps).toBe(1500);
  });

  it('sets and removes overrides; university changes reach programs without one', async () => {
    await updateUniversityCommissionTerms(database.db, gulf, {
      commissionRateBps: 1200,
      payoutLagDays: 90,
    });
    expect(await setProgramCommissionRate(database.db, nursing, null)).toMatchObject({
      commissionRateBps: null,
      effectiveRateBps: 1200,
    });
    expect(await setProgramCommissionRate(database.db, robotics, 850)).toMatchObject({
      commissionRateBps: 850,
      effectiveRateBps: 850,
    });
    expect(await setProgramCommissionRate(database.db, 2_000_000_000, 850)).toBeUndefined();
    const rates = await listProgramCommissionRates(database.db, gulf);
    expect(rates.map((rate) => [rate.programName, rate.effectiveRateBps])).toEqual([
      ['BSc Nursing', 1200],
      ['MSc Robotics', 850],
    ]);
    expect((await findProgramCommissionTerms(database.db, nursing))?.payoutLagDays).toBe(90);
  });
});
