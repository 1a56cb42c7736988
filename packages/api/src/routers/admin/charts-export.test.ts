import Papa from 'papaparse';
import { testDrivers } from '@uniguide/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationInput, callerFor, seedProgram, expectError, testWorld } from '../../testing';
import { EXPORT_HEADER } from '../../services/applications';
import { CHART_WEEKS } from './charts';

describe.each(testDrivers())('admin charts, list order and CSV export on %s', (driver) => {
  const world = testWorld(driver, { program: false });
  let programName: string;
  const ids: number[] = [];

  beforeAll(async () => {
    const program = await seedProgram(world.db, { name: `BA Design ${Date.now()}` });
    programName = program.name;
    const students = [
      { studentFirstName: 'Alpha', studentEmail: 'alpha@example.com' },
      // A name a spreadsheet would run as a formula, and one that needs quoting.
      { studentFirstName: '=HYPERLINK("http://evil.example")', studentEmail: 'beta@example.com' },
      { studentFirstName: 'Gamma, Jr.', studentEmail: 'gamma@example.com' },
    ];
    for (const student of students) {
      const { id } = await world.agent.caller.application.create(
        applicationInput(program.programId, student),
      );
      ids.push(id);
    }
    await world.agent.caller.application.submit({ id: ids[1]! });
    // Distinct update times, oldest first: ids[0], ids[1], ids[2].
    for (const [index, id] of ids.entries()) {
      await world.db
        .updateTable('applications')
        .set({ updatedAt: new Date(Date.UTC(2026, 0, 10 + index)) })
        .where('id', '=', id)
        .execute();
    }
  });

  it('refuses agents and anonymous callers', async () => {
    await expectError(world.agent.caller.admin.charts.overview(), 'FORBIDDEN');
    await expectError(world.agent.caller.admin.application.exportCsv({}), 'FORBIDDEN');
    const anonymous = await callerFor(world.db, world.storage);
    await expectError(anonymous.admin.charts.overview(), 'UNAUTHORIZED');
    await expectError(anonymous.admin.application.exportCsv({}), 'UNAUTHORIZED');
  });

  it('answers the status counts and the weekly series of new applications', async () => {
    const { byStatus, perWeek } = await world.admin.caller.admin.charts.overview();
    expect(byStatus).toHaveLength(11);
    expect(byStatus.find((entry) => entry.status === 'draft')?.count).toBe(2);
    expect(byStatus.find((entry) => entry.status === 'submitted')?.count).toBe(1);
    expect(perWeek).toHaveLength(CHART_WEEKS);
    // Created just now, so all three fall into the current (last) week.
    expect(perWeek.at(-1)?.count).toBe(3);
    expect(perWeek.slice(0, -1).every((week) => week.count === 0)).toBe(true);
  });

  it('orders the admin list by last update either way', async () => {
    // Every application, drafts included (the console's default view is the queue).
    const newest = await world.admin.caller.admin.application.list({
      view: 'all',
      includeDrafts: true,
      sort: 'updatedAt',
    });
    expect(newest.items.map((item) => item.id)).toEqual([...ids].reverse());
    const oldest = await world.admin.caller.admin.application.list({
      view: 'all',
      includeDrafts: true,
      sort: 'updatedAt',
      direction: 'asc',
    });
    expect(oldest.items.map((item) => item.id)).toEqual(ids);
    await expectError(
      world.admin.caller.admin.application.list({ direction: 'sideways' as 'asc' }),
      'BAD_REQUEST',
    );
  });

  it('exports the filtered list as CSV with quoting and formulas defused, and audits it', async () => {
    const all = await world.admin.caller.admin.application.exportCsv({ direction: 'asc' });
    expect(all).toMatchObject({ rowCount: 3, total: 3, truncated: false });
    expect(all.filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<string[]>(all.csv.trimEnd(), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...EXPORT_HEADER]);
    expect(rows.map((row) => row[0])).toEqual(ids.map(String));
    expect(rows.map((row) => row[1])).toEqual([
      'Alpha',
      `'=HYPERLINK("http://evil.example")`,
      'Gamma, Jr.',
    ]);
    expect(rows[1]?.slice(3, 8)).toEqual([
      'beta@example.com',
      programName,
      "Master's Degree",
      expect.stringMatching(/^Test University /),
      'Submitted',
    ]);

    const filtered = await world.admin.caller.admin.application.exportCsv({
      search: 'GAMMA',
      status: 'all',
    });
    expect(filtered.rowCount).toBe(1);
    expect(filtered.csv).toContain('"Gamma, Jr."');
    const submitted = await world.admin.caller.admin.application.exportCsv({ status: 'submitted' });
    expect(submitted.rowCount).toBe(1);

    const audit = await world.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('action', '=', 'applications_exported')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[1]).toMatchObject({
      userId: world.admin.userId,
      resourceType: 'application',
      newData: { search: 'GAMMA', status: null, rowCount: 1, total: 1 },
    });
  });

  it('refuses a bad filter with 400 and writes no audit row', async () => {
    const before = await world.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await expectError(
      world.admin.caller.admin.application.exportCsv({ status: 'nonsense' }),
      'BAD_REQUEST',
    );
    await expectError(
      world.admin.caller.admin.application.exportCsv({ search: 'x'.repeat(500) }),
      'BAD_REQUEST',
    );
    const after = await world.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
