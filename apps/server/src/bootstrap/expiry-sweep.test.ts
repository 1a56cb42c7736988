import { queries } from '@uniguide/db';
import {
  createTestDatabase,
  insertTestStudent,
  testDrivers,
  type TestDatabase,
} from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExpirySweep } from './expiry-sweep';

describe.each(testDrivers())('the scheduled expiry sweep on %s', (driver) => {
  let database: TestDatabase;
  let owner: { userId: number; studentId: number };
  let keys = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const user = await queries.insertUser(database.db, {
      username: 'sweep-agent@example.com',
      passwordHash: 'x',
      role: 'agent',
    });
    owner = {
      userId: user!.id,
      studentId: (await insertTestStudent(database.db, user!.id)).id,
    };
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function dueDocument() {
    keys += 1;
    const id = await queries.insertPendingDocument(database.db, {
      applicationId: null,
      ...owner,
      documentType: 'passport',
      filename: `00000000-0000-4000-a000-${String(keys).padStart(12, '0')}.pdf`,
      originalFilename: 'passport.pdf',
      mimeType: 'application/pdf',
      expiresOn: new Date().toISOString().slice(0, 10),
    });
    await queries.completeDocument(database.db, id, { fileSize: 1, storageDriver: 'disk' });
  }

  async function notificationCount() {
    const row = await database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('sweeps at start, again on every tick, and no more once stopped', async () => {
    const logged: string[] = [];
    const logger = {
      info: (_details: object, message: string) => logged.push(message),
      warn: (_details: object, message: string) => logged.push(`warn: ${message}`),
    };
    await dueDocument();
    const sweep = startExpirySweep(database.db, logger, { intervalMs: 150 });
    await sweep.firstRun;
    expect(await notificationCount()).toBe(1);
    expect(logged).toEqual(['notified agents of expiring documents']);

    await dueDocument();
    // A later tick picks it up (polled: a loaded machine may run the timer late).
    for (let waited = 0; waited < 10_000 && (await notificationCount()) < 2; waited += 50)
      await sleep(50);
    expect(await notificationCount()).toBe(2);

    sweep.stop();
    await sleep(50);
    await dueDocument();
    await sleep(500);
    expect(await notificationCount()).toBe(2);
    expect(logged.filter((line) => line.startsWith('warn'))).toEqual([]);
  });
});
