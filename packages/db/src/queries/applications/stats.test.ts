import { APPLICATION_STATUSES, type ApplicationStatus } from '@uniguide/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_TIERS, seedScale, type ScaleIds } from '../../seed-scale';
import {
  copyApplications,
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from '../../testing';
import { adminStats, type AdminStats } from './stats';

/** The figures counted the slow way, straight from the tables. */
async function recount(database: TestDatabase): Promise<AdminStats> {
  const { rows } = await sql<Record<keyof AdminStats, number>>`
    SELECT
      (SELECT count(*) FROM applications) AS "totalApplications",
      (SELECT count(*) FROM applications WHERE status IN ('submitted', 'under-review')) AS "pendingReviews",
      (SELECT count(*) FROM applications WHERE status IN ('approved', 'completed')) AS "approvedApplications",
      (SELECT count(*) FROM users WHERE role = 'agent' AND active) AS "activeAgents",
      (SELECT count(*) FROM students) AS "totalStudents",
      (SELECT count(*) FROM universities) AS "totalUniversities"`.execute(database.db);
  return Object.fromEntries(
    Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]),
  ) as unknown as AdminStats;
}

/** Applications per status from the counters and from the table, for a finer comparison. */
async function perStatus(database: TestDatabase) {
  const counted = await database.db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const kept = await database.db
    .selectFrom('statCounters')
    .select(['name', (eb) => eb.fn.sum<number>('value').as('count')])
    .where('name', 'like', 'applications:%')
    .groupBy('name')
    .execute();
  const fromTable = Object.fromEntries(counted.map((row) => [row.status, Number(row.count)]));
  const fromCounters = Object.fromEntries(
    kept
      .filter((row) => Number(row.count) !== 0)
      .map((row) => [row.name.slice('applications:'.length), Number(row.count)]),
  );
  return { fromTable, fromCounters };
}

/** A deterministic pseudo-random sequence, so a failure replays the same operations. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const status = (pick: (below: number) => number): ApplicationStatus =>
  APPLICATION_STATUSES[pick(APPLICATION_STATUSES.length)]!;

describe.each(testDrivers())('admin stats on %s', (driver) => {
  let database: TestDatabase;
  let ids: ScaleIds;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ids = (await seedScale(database.db, SCALE_TIERS.tiny)).ids;
  });
  afterAll(() => database?.dispose());

  it('reads the same figures a full recount finds', async () => {
    const stats = await adminStats(database.db);
    expect(stats).toEqual(await recount(database));
    expect(stats.totalApplications).toBe(SCALE_TIERS.tiny.applications);
    expect(stats.totalStudents).toBe(SCALE_TIERS.tiny.students);
  });

  it('stays equal to a recount through random inserts, status changes and deletes', async () => {
    const pick = random(driver === 'pglite' ? 7 : 11);
    const { db } = database;
    for (let round = 0; round < 40; round++) {
      const applicationId = ids.firstApplicationId + pick(SCALE_TIERS.tiny.applications);
      switch (pick(5)) {
        case 0:
          // One application moves.
          await db
            .updateTable('applications')
            .set({ status: status(pick) })
            .where('id', '=', applicationId)
            .execute();
          break;
        case 1:
          // Many move in one statement, some to the status they already have.
          await db
            .updateTable('applications')
            .set({ status: status(pick) })
            .where('id', '>=', applicationId)
            .where('id', '<', applicationId + 1 + pick(30))
            .execute();
          break;
        case 2:
          // An edit that leaves the status alone.
          await db
            .updateTable('applications')
            .set({ notes: `round ${round}` })
            .where('id', '=', applicationId)
            .execute();
          break;
        case 3: {
          // Copies of existing applications, several in one statement. The status is drawn before
          // the range, as the statement's parameters always were.
          const copiesStatus = status(pick);
          await copyApplications(
            db,
            sql`id BETWEEN ${applicationId} AND ${applicationId + pick(5)}`,
            copiesStatus,
          );
          break;
        }
        default:
          // A deletion, unless a commission holds the application.
          await db
            .deleteFrom('applications')
            .where('id', '=', applicationId)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('commissions').select('id').where('applicationId', '=', applicationId),
                ),
              ),
            )
            .execute();
      }
    }
    // A whole agent goes: their students and applications are deleted by ON DELETE CASCADE.
    await db
      .deleteFrom('users')
      .where('id', '=', ids.firstAgentId + 3)
      .execute();

    expect(await adminStats(db)).toEqual(await recount(database));
    const { fromTable, fromCounters } = await perStatus(database);
    expect(fromCounters).toEqual(fromTable);
  });

  it('leaves the counters untouched by a rolled-back change', async () => {
    const before = await adminStats(database.db);
    await expect(
      database.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('applications')
          .set({ status: 'rejected' })
          .where('status', '=', 'draft')
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await adminStats(database.db)).toEqual(before);
  });

  it.runIf(driver === 'postgres')(
    'counts concurrent status changes and inserts without losing one',
    async () => {
      // As the app does it: each transaction moves one application (its own) or creates one.
      const transactions = Array.from({ length: 24 }, (_, n) =>
        database.db.transaction().execute(async (tx) => {
          const id = ids.firstApplicationId + 100 + n;
          if (n % 3 === 2) {
            await sql`
              INSERT INTO applications (user_id, student_id, program_id, student_first_name,
                student_last_name, student_email, student_phone, student_date_of_birth, student_nationality,
                student_gender, highest_qualification, qualification_name, institution_name,
                graduation_year, intake_date)
              SELECT user_id, student_id, program_id, student_first_name, student_last_name, student_email,
                student_phone, student_date_of_birth, student_nationality, student_gender,
                highest_qualification, qualification_name, institution_name, graduation_year, intake_date
              FROM applications WHERE id = ${id}`.execute(tx);
            return;
          }
          await tx
            .updateTable('applications')
            .set({ status: APPLICATION_STATUSES[n % APPLICATION_STATUSES.length]! })
            .where('id', '=', id)
            .execute();
        }),
      );
      await Promise.all(transactions);
      expect(await adminStats(database.db)).toEqual(await recount(database));
    },
  );

  it('empties the counters with the table on TRUNCATE', async () => {
    await sql`TRUNCATE applications, students CASCADE`.execute(database.db);
    const stats = await adminStats(database.db);
    expect(stats).toEqual(await recount(database));
    expect(stats).toMatchObject({ totalApplications: 0, pendingReviews: 0, totalStudents: 0 });
  });
});
