import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@uniguide/domain';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import {
  insertAgent,
  insertApplicationAt,
  insertProgramAt,
  insertUniversityWithTerms,
} from '../../testing/commission-data';
import { universityTurnaround } from './turnaround';

const DAY = 86_400_000;

describe.each(testDrivers())('university turnaround on %s', (driver) => {
  let database: TestDatabase;
  let agentId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    agentId = (await insertAgent(database.db, 'Amira', 'Haddad')).id;
  });
  afterAll(() => database.dispose());

  async function university() {
    const universityId = await insertUniversityWithTerms(database.db, 'Turnaround University');
    const programId = await insertProgramAt(database.db, universityId, 'BSc Nursing');
    return { universityId, programId };
  }

  /** One application whose history is these statuses, each `daysAgo` before now. */
  async function history(programId: number, steps: Array<[ApplicationStatus, number]>) {
    const application = await insertApplicationAt(database.db, { userId: agentId, programId });
    let from: ApplicationStatus | null = null;
    for (const [toStatus, daysAgo] of steps) {
      await database.db
        .insertInto('applicationStatusHistory')
        .values({
          applicationId: application.id,
          fromStatus: from,
          toStatus,
          changedBy: null,
          createdAt: new Date(Date.now() - daysAgo * DAY),
        })
        .execute();
      from = toStatus;
    }
  }

  it('withholds the median under five decisions but counts them', async () => {
    const { universityId, programId } = await university();
    for (const days of [10, 20, 30, 40]) {
      await history(programId, [
        ['submitted', 100],
        ['submitted-to-university', 60],
        ['rejected', 60 - days],
      ]);
    }
    expect(await universityTurnaround(database.db, universityId)).toEqual({
      universityId,
      decisionCount: 4,
      medianDays: null,
    });
  });

  it('gives the median of five decisions, ignoring older ones, other universities and loops', async () => {
    const { universityId, programId } = await university();
    const decisions: ApplicationStatus[] = [
      'accepted-conditional-offer',
      'accepted-payment-pending',
      'rejected',
      'rejected',
    ];
    for (const [index, days] of [7, 14, 21, 60].entries()) {
      await history(programId, [
        ['submitted-to-university', 90],
        [decisions[index]!, 90 - days],
      ]);
    }
    // Decided 13 months ago: outside the window.
    await history(programId, [
      ['submitted-to-university', 500],
      ['rejected', 400],
    ]);
    // Sent to the university twice before its decision: timed from the first submission (28 days),
    // and the later offer after the first decision does not count again without a new submission.
    await history(programId, [
      ['submitted-to-university', 50],
      ['incomplete', 45],
      ['submitted-to-university', 40],
      ['accepted-conditional-offer', 22],
      ['accepted-payment-pending', 10],
    ]);
    // A decision without a submission to the university before it is no turnaround.
    await history(programId, [['rejected', 5]]);
    // Another university's decision.
    const other = await university();
    await history(other.programId, [
      ['submitted-to-university', 30],
      ['rejected', 29],
    ]);

    const result = await universityTurnaround(database.db, universityId);
    // Days: 7, 14, 21, 60 and 28 → median 21.
    expect(result).toEqual({ universityId, decisionCount: 5, medianDays: 21 });
    expect(await universityTurnaround(database.db, other.universityId)).toEqual({
      universityId: other.universityId,
      decisionCount: 1,
      medianDays: null,
    });
  });

  it('answers no decisions for a university without history', async () => {
    const { universityId } = await university();
    expect(await universityTurnaround(database.db, universityId)).toEqual({
      universityId,
      decisionCount: 0,
      medianDays: null,
    });
  });
});
