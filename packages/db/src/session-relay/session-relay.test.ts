import { MessageChannel } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSingleSession } from '../connect';
import { createTestDatabase, type TestDatabase } from '../testing';
import { connectSessionRelay } from './connect';
import { serveSessionRelay } from './serve';

/**
 * docs/decisions/087-import-memory.md: another thread borrows the embedded
 * database's one session. Both ends run on this thread here; the ports pass messages as between
 * threads.
 */
describe('a handle that borrows the embedded session over a port', () => {
  let owner: TestDatabase;
  beforeAll(async () => {
    owner = await createTestDatabase('pglite');
    await sql`create table relay_notes (id int primary key, body text not null)`.execute(owner.db);
  });
  afterAll(() => owner.dispose());
  beforeEach(() => sql`delete from relay_notes`.execute(owner.db));

  function borrow() {
    const channel = new MessageChannel();
    serveSessionRelay(owner.db, channel.port1);
    return { ...connectSessionRelay(channel.port2), ownerPort: channel.port1 };
  }

  const notes = () =>
    owner.db
      .selectFrom('relay_notes' as never)
      .selectAll()
      .execute() as Promise<unknown[]>;

  it('reads and writes through the owner, rows in camelCase, and counts as the single session', async () => {
    const borrower = borrow();
    try {
      expect(isSingleSession(borrower.db)).toBe(true);
      await sql`insert into relay_notes values (1, 'Mohammed Abdulrahman Al-Hashimi Bin Rashid')`.execute(
        borrower.db,
      );
      const rows = await sql<{
        noteBody: string;
      }>`select body as note_body from relay_notes`.execute(borrower.db);
      expect(rows.rows).toEqual([{ noteBody: 'Mohammed Abdulrahman Al-Hashimi Bin Rashid' }]);
      const updated = await sql`update relay_notes set body = 'x'`.execute(borrower.db);
      expect(updated.numAffectedRows).toBe(1n);
    } finally {
      await borrower.close();
    }
  });

  it('commits and rolls back its transactions, and passes on the database error with its SQLSTATE', async () => {
    const borrower = borrow();
    try {
      await borrower.db.transaction().execute(async (trx) => {
        await sql`insert into relay_notes values (1, 'kept')`.execute(trx);
      });
      const failed = await borrower.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into relay_notes values (2, 'undone')`.execute(trx);
          await sql`insert into relay_notes values (1, 'twice')`.execute(trx);
        })
        .catch((error: unknown) => error);
      expect(failed).toMatchObject({ code: '23505' });
      expect(await notes()).toEqual([{ id: 1, body: 'kept' }]);
    } finally {
      await borrower.close();
    }
  });

  it("holds the session while its transaction is open: the owner's query waits for it", async () => {
    const borrower = borrow();
    try {
      let ownerRead: Promise<unknown[]> | undefined;
      await borrower.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into relay_notes values (1, 'never committed')`.execute(trx);
          // Sent while the borrower's transaction is open: on a shared session it would see the row.
          ownerRead = notes();
          await sql`select 1`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await ownerRead).toEqual([]);
    } finally {
      await borrower.close();
    }
  });

  it('rolls back and frees the session when the borrower goes away mid-transaction', async () => {
    const borrower = borrow();
    const connection = borrower.db.connection().execute(async (held) => {
      await sql`begin`.execute(held);
      await sql`insert into relay_notes values (1, 'left open')`.execute(held);
      // The borrowing thread ends here: its port closes with the transaction open.
      borrower.ownerPort.close();
      await new Promise(() => {});
    });
    void connection.catch(() => undefined);
    await expect.poll(() => notes(), { timeout: 10_000 }).toEqual([]);
  });

  it('gives the session straight back when a connection is granted after the borrower went away', async () => {
    const borrower = borrow();
    await owner.db.transaction().execute(async (trx) => {
      // The borrower asks while the owner holds the session, then goes away before it is granted.
      void sql`select 1`.execute(borrower.db).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      borrower.ownerPort.close();
      await sql`select 1`.execute(trx);
    });
    await expect.poll(() => notes(), { timeout: 10_000 }).toEqual([]);
  });
});
