import { setTimeout as nextTimer } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../connect';
import { pendingMigrations, migrateToLatest } from '../migrate';
import { findUserByUsername, insertUser } from '../queries/users/users';
import { PGliteThread } from './client';

/** docs/decisions/087-import-memory.md */
describe('the embedded database in its thread', () => {
  const database = new PGliteThread({ settings: [] });
  afterAll(() => database.close());

  it('answers with rows, the parsers applied, and the rows a write changed', async () => {
    const { rows } = await database.query(
      `select 12345678901::int8 as big, 2.5::numeric as amount, '2001-02-03'::date as day, $1::text as name`,
      ['Mohammed Abdulrahman Al-Hashimi Bin Rashid'],
    );
    expect(rows).toEqual([
      {
        big: 12345678901,
        amount: 2.5,
        day: '2001-02-03',
        name: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid',
      },
    ]);
    await database.exec('create table t (id int primary key, body bytea)');
    const insert = await database.query('insert into t values (1, $1), (2, $1)', [
      new Uint8Array([1, 2]),
    ]);
    expect(insert.affectedRows).toBe(2);
    const bytes = await database.query('select body from t where id = 1');
    expect(bytes.rows).toEqual([{ body: new Uint8Array([1, 2]) }]);
  });

  it('rejects with the database error and its SQLSTATE fields, and goes on answering', async () => {
    await database.exec('create table u (id int primary key)');
    await database.query('insert into u values (1)');
    const error = await database
      .query('insert into u values (1)')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'u_pkey', table: 'u' });
    expect((error as Error).message).toContain('duplicate key');
    expect((await database.query('select count(*)::int as n from u')).rows).toEqual([{ n: 1 }]);
  });

  it('passes notifications to a listener until it unlistens', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen('jobs', (payload) => payloads.push(payload));
    await database.query(`select pg_notify('jobs', 'first')`);
    await expect.poll(() => payloads).toEqual(['first']);
    await unlisten();
    await database.query(`select pg_notify('jobs', 'second')`);
    await database.query('select 1');
    expect(payloads).toEqual(['first']);
  });

  it('dumps its data directory, and a new thread starts from that archive', async () => {
    await database.exec(`create table kept (name text); insert into kept values ('Al-Hashimi')`);
    const copy = new PGliteThread({ settings: [], archive: await database.dumpDataDir('none') });
    try {
      expect((await copy.query('select name from kept')).rows).toEqual([{ name: 'Al-Hashimi' }]);
    } finally {
      await copy.close();
    }
  });

  it('leaves the event loop free while a long statement runs', async () => {
    await database.query('select 1');
    let turns = 0;
    let running = true;
    const ticking = (async () => {
      while (running) {
        await nextTimer(1);
        turns += 1;
      }
    })();
    await database.query('select count(*) from generate_series(1, 2000000)');
    running = false;
    await ticking;
    // On the request thread the statement held the loop from start to end: no timer could fire.
    expect(turns).toBeGreaterThan(1);
  });

  it('carries kysely: the migrations, a transaction rolled back, JSON columns, a conflict', async () => {
    const { db, close } = createDb();
    try {
      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
      const user = { username: 'Mohammed.AlHashimi@Example.test', passwordHash: 'x' };
      await db
        .transaction()
        .execute(async (trx) => {
          await insertUser(trx, user);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await findUserByUsername(db, user.username)).toBeUndefined();
      const first = await insertUser(db, user);
      expect(first?.notificationPreferences.applicationUpdates).toBe(true);
      expect(await insertUser(db, { ...user, passwordHash: 'y' })).toBeUndefined();
      expect((await findUserByUsername(db, user.username))?.passwordHash).toBe('x');
    } finally {
      await close();
    }
  });
});
