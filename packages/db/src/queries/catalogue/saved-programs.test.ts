import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../testing';
import {
  insertContactMessage,
  listContactMessages,
  markContactMessageHandled,
} from '../contact/contact';
import { insertPrograms, updateProgram } from './programs';
import { listSavedPrograms, saveProgram, unsaveProgram } from './saved-programs';
import { insertUniversities } from './universities';
import { insertUser } from '../users/users';

describe.each(testDrivers())('saved programs and contact messages on %s', (driver) => {
  let database: TestDatabase;
  let alice: number;
  let bob: number;
  let first: number;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    alice = (await insertUser(database.db, { username: 'alice@agency.test', passwordHash: 'x' }))!
      .id;
    bob = (await insertUser(database.db, { username: 'bob@agency.test', passwordHash: 'x' }))!.id;
    const [university] = await insertUniversities(database.db, [
      { name: 'Palm University', location: 'Dubai, Dubai' },
    ]);
    const program = (name: string) => ({
      universityId: university!.id,
      name,
      degree: "Bachelor's Degree",
      studyField: 'Engineering',
      duration: '4 years',
      tuitionText: null,
      tuitionAed: null,
      intakes: ['September'],
    });
    const ids = await insertPrograms(database.db, [
      program('BEng Civil'),
      program('BEng Mechanical'),
    ]);
    first = ids[0]!;
    second = ids[1]!;
  });
  afterAll(() => database.dispose());

  it('saves a program once per user, newest first, with the program', async () => {
    expect(await saveProgram(database.db, alice, first)).toBe(true);
    expect(await saveProgram(database.db, alice, first)).toBe(false);
    expect(await saveProgram(database.db, alice, second)).toBe(true);
    const saved = await listSavedPrograms(database.db, alice);
    expect(saved.map((entry) => entry.programId).sort()).toEqual([first, second].sort());
    expect(saved[0]?.program).toMatchObject({ university: { name: 'Palm University' } });
    expect(Date.parse(saved[0]!.savedAt)).not.toBeNaN();
  });

  it('keeps each user’s bookmarks apart', async () => {
    expect(await listSavedPrograms(database.db, bob)).toEqual([]);
    await saveProgram(database.db, bob, second);
    expect((await listSavedPrograms(database.db, bob)).map((entry) => entry.programId)).toEqual([
      second,
    ]);
    expect(await listSavedPrograms(database.db, alice)).toHaveLength(2);
  });

  it('removes a bookmark and reports whether there was one', async () => {
    expect(await unsaveProgram(database.db, alice, first)).toBe(true);
    expect(await unsaveProgram(database.db, alice, first)).toBe(false);
    expect((await listSavedPrograms(database.db, alice)).map((entry) => entry.programId)).toEqual([
      second,
    ]);
    expect(await listSavedPrograms(database.db, bob)).toHaveLength(1);
  });

  it('drops programs hidden since they were saved', async () => {
    await updateProgram(database.db, second, { hidden: true });
    expect(await listSavedPrograms(database.db, alice)).toEqual([]);
    await updateProgram(database.db, second, { hidden: false });
  });

  it('stores contact messages and lists them newest first', async () => {
    const message = await insertContactMessage(database.db, {
      name: 'Sara',
      email: 'sara@example.test',
      subject: 'Partnership',
      message: 'Hello',
      ipAddress: '203.0.113.9',
    });
    expect(message).toMatchObject({
      name: 'Sara',
      ipAddress: '203.0.113.9',
      handledAt: null,
      handledBy: null,
    });
    await insertContactMessage(database.db, {
      name: 'Omar',
      email: 'omar@example.test',
      subject: 'Question',
      message: 'Hi',
      ipAddress: null,
    });
    const list = await listContactMessages(database.db, { limit: 10, offset: 0 });
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.name)).toEqual(['Omar', 'Sara']);
  });

  it('marks a message handled once and filters by handled state', async () => {
    const { items } = await listContactMessages(database.db, { limit: 10, offset: 0 });
    const sara = items.find((item) => item.name === 'Sara')!;
    const handled = await markContactMessageHandled(database.db, sara.id, alice);
    expect(handled).toMatchObject({ id: sara.id, handledBy: alice });
    expect(handled?.handledAt).not.toBeNull();
    expect((await markContactMessageHandled(database.db, sara.id, bob))?.handledBy).toBe(alice);
    expect(await markContactMessageHandled(database.db, 999_999, alice)).toBeUndefined();
    const open = await listContactMessages(database.db, { limit: 10, offset: 0, handled: false });
    expect(open.items.map((item) => item.name)).toEqual(['Omar']);
    const done = await listContactMessages(database.db, { limit: 10, offset: 0, handled: true });
    expect(done.total).toBe(1);
  });
});
