import { APPLICATION_STATUSES, type ApplicationStatus } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabaseWithProgram,
  insertTestAgentWithStudent,
  testDrivers,
  type TestDatabase,
} from '../../testing';
import {
  countApplicationsByStatus,
  countApplicationsPerWeek,
  mondayOf,
  weekStarts,
} from './charts';

describe('week boundaries', () => {
  it('starts weeks on Monday, midnight UTC', () => {
    // 2026-03-15 is a Sunday: its week began on Monday the 9th.
    expect(mondayOf(new Date('2026-03-15T23:59:59Z')).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2026-03-16T00:00:00Z')).toISOString()).toBe(
      '2026-03-16T00:00:00.000Z',
    );
  });

  it('lists the weeks oldest first, ending with the current one', () => {
    expect(weekStarts(new Date('2026-03-18T10:00:00Z'), 3)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    // Across a year end.
    expect(weekStarts(new Date('2026-01-01T12:00:00Z'), 2)).toEqual(['2025-12-22', '2025-12-29']);
  });
});

describe.each(testDrivers())('admin chart queries on %s', (driver) => {
  let database: TestDatabase;
  const now = new Date('2026-03-18T10:00:00Z');

  async function addApplication(status: ApplicationStatus, createdAt: string) {
    await database.db
      .insertInto('applications')
      .values({
        userId,
        studentId,
        programId,
        studentFirstName: 'Lina',
        studentLastName: 'Saeed',
        studentEmail: 'lina@example.com',
        studentPhone: '+971 50 123 4567',
        studentDateOfBirth: '2002-02-02',
        studentNationality: 'Egyptian',
        studentGender: 'female',
        highestQualification: 'High School',
        qualificationName: 'Thanaweya Amma',
        institutionName: 'Cairo School',
        graduationYear: '2020',
        intakeDate: 'September 2026',
        status,
        createdAt,
      })
      .execute();
  }

  let userId: number;
  let studentId: number;
  let programId: number;

  beforeAll(async () => {
    ({ database, programId } = await createTestDatabaseWithProgram(
      driver,
      'Chart University',
      'BSc Charts',
    ));
    ({ userId, studentId } = await insertTestAgentWithStudent(
      database.db,
      'chart-agent@example.com',
      { email: 'lina@example.com' },
    ));

    await addApplication('draft', '2026-03-16T00:00:00Z'); // this week's first instant
    await addApplication('submitted', '2026-03-17T09:00:00Z');
    await addApplication('submitted', '2026-03-15T23:59:59Z'); // last instant of the week before
    await addApplication('rejected', '2026-01-05T08:00:00Z'); // Monday, 10 weeks back
    await addApplication('approved', '2025-12-28T12:00:00Z'); // 12 weeks back: outside the window
    await addApplication('approved', '2026-03-30T12:00:00Z'); // after the current week
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('counts every status of the workflow, zeros included, in workflow order', async () => {
    const counts = await countApplicationsByStatus(database.db);
    expect(counts.map((entry) => entry.status)).toEqual([...APPLICATION_STATUSES]);
    expect(Object.fromEntries(counts.map((entry) => [entry.status, entry.count]))).toMatchObject({
      draft: 1,
      submitted: 2,
      'under-review': 0,
      approved: 2,
      rejected: 1,
    });
  });

  it('buckets new applications into the last weeks by creation week (UTC)', async () => {
    const weeks = await countApplicationsPerWeek(database.db, { weeks: 12, now });
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2025-12-29', count: 0 });
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-16', count: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-03-09', count: 1 });
    expect(weeks.find((week) => week.weekStart === '2026-01-05')?.count).toBe(1);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });

  it('answers only zeros for an empty window', async () => {
    const weeks = await countApplicationsPerWeek(database.db, {
      weeks: 4,
      now: new Date('2020-06-01T00:00:00Z'),
    });
    expect(weeks).toEqual([
      { weekStart: '2020-05-11', count: 0 },
      { weekStart: '2020-05-18', count: 0 },
      { weekStart: '2020-05-25', count: 0 },
      { weekStart: '2020-06-01', count: 0 },
    ]);
  });

  it('follows status changes and deletions, agreeing with a recount of the table', async () => {
    await database.db
      .updateTable('applications')
      .set({ status: 'under-review' })
      .where('status', '=', 'draft')
      .execute();
    await database.db.deleteFrom('applications').where('status', '=', 'rejected').execute();
    const counts = await countApplicationsByStatus(database.db);
    const recount = await database.db
      .selectFrom('applications')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const expected = new Map(recount.map((row) => [row.status, Number(row.count)]));
    for (const { status, count } of counts) expect(count, status).toBe(expected.get(status) ?? 0);
    expect(counts.find((entry) => entry.status === 'under-review')?.count).toBe(1);
    expect(counts.find((entry) => entry.status === 'rejected')?.count).toBe(0);
  });
});
