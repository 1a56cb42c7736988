import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCaller, expectError, registerAgent } from '../../testing';

describe.each(testDrivers())('saved program router on %s', (driver) => {
  let database: TestDatabase;
  let programs: number[];
  let hidden: number;
  let agentA: { id: number; token: string };
  let agentB: { id: number; token: string };
  const as = async (agent: { token: string }) =>
    (await testCaller(database.db, { token: agent.token })).caller;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [university] = await queries.catalogue.insertUniversities(database.db, [
      { name: 'Creek University' },
    ]);
    const program = (name: string, hiddenFlag = false): queries.catalogue.ProgramValues => ({
      universityId: university!.id,
      name,
      degree: 'Diploma',
      studyField: 'Arts & Humanities',
      duration: '1 year',
      tuitionText: null,
      tuitionAed: null,
      intakes: [],
      hidden: hiddenFlag,
    });
    const ids = await queries.catalogue.insertPrograms(database.db, [
      program('Diploma in Arabic'),
      program('Diploma in Film'),
      program('Gone', true),
    ]);
    programs = ids.slice(0, 2);
    hidden = ids[2]!;
    const a = await registerAgent(database.db);
    const b = await registerAgent(database.db);
    agentA = { id: a.user.id, token: a.token };
    agentB = { id: b.user.id, token: b.token };
  });
  afterAll(() => database.dispose());

  const audits = (userId: number) =>
    database.db
      .selectFrom('auditLogs')
      .selectAll()
      .where('userId', '=', userId)
      .where('action', 'like', 'saved_program_%')
      .orderBy('id')
      .execute();

  it('needs a signed-in user', async () => {
    const { caller } = await testCaller(database.db);
    await expectError(caller.savedProgram.list(), 'UNAUTHORIZED');
    await expectError(caller.savedProgram.add({ programId: programs[0]! }), 'UNAUTHORIZED');
    await expectError(caller.savedProgram.remove({ programId: programs[0]! }), 'UNAUTHORIZED');
  });

  it('adds bookmarks idempotently and audits the change once', async () => {
    const api = await as(agentA);
    expect(await api.savedProgram.add({ programId: programs[0]! })).toEqual({
      programId: programs[0],
      saved: true,
    });
    expect(await api.savedProgram.add({ programId: programs[0]! })).toEqual({
      programId: programs[0],
      saved: true,
    });
    await api.savedProgram.add({ programId: programs[1]! });
    const list = await api.savedProgram.list();
    expect(list.map((entry) => entry.program.name).sort()).toEqual([
      'Diploma in Arabic',
      'Diploma in Film',
    ]);
    const rows = await audits(agentA.id);
    expect(rows.map((row) => [row.action, row.resourceId])).toEqual([
      ['saved_program_added', String(programs[0])],
      ['saved_program_added', String(programs[1])],
    ]);
    expect(rows[0]).toMatchObject({
      resourceType: 'program',
      ipAddress: '203.0.113.7',
      userAgent: 'vitest',
    });
  });

  it('keeps each agent’s bookmarks to themselves', async () => {
    const api = await as(agentB);
    expect(await api.savedProgram.list()).toEqual([]);
    await api.savedProgram.add({ programId: programs[1]! });
    expect((await api.savedProgram.list()).map((entry) => entry.programId)).toEqual([programs[1]]);
    expect(await (await as(agentA)).savedProgram.list()).toHaveLength(2);
  });

  it('removes bookmarks idempotently and audits the removal once', async () => {
    const api = await as(agentA);
    expect(await api.savedProgram.remove({ programId: programs[0]! })).toEqual({
      programId: programs[0],
      saved: false,
    });
    expect(await api.savedProgram.remove({ programId: programs[0]! })).toEqual({
      programId: programs[0],
      saved: false,
    });
    expect((await api.savedProgram.list()).map((entry) => entry.programId)).toEqual([programs[1]]);
    const removals = (await audits(agentA.id)).filter(
      (row) => row.action === 'saved_program_removed',
    );
    expect(removals).toHaveLength(1);
    expect(removals[0]?.previousData).toEqual({ programId: programs[0], saved: true });
    expect(await (await as(agentB)).savedProgram.list()).toHaveLength(1);
  });

  it('answers 404 for unknown or hidden programs and 400 for bad ids, changing nothing', async () => {
    const api = await as(agentA);
    const before = await audits(agentA.id);
    await expectError(
      api.savedProgram.add({ programId: 987_654 }),
      'NOT_FOUND',
      'Program not found',
    );
    await expectError(
      api.savedProgram.add({ programId: hidden }),
      'NOT_FOUND',
      'Program not found',
    );
    await expectError(
      api.savedProgram.remove({ programId: 987_654 }),
      'NOT_FOUND',
      'Program not found',
    );
    await expectError(
      api.savedProgram.add({ programId: 'x' as never }),
      'BAD_REQUEST',
      'Program id must be a number',
    );
    expect(await audits(agentA.id)).toEqual(before);
    expect(await api.savedProgram.list()).toHaveLength(1);
  });
});
