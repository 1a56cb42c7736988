import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, errorOf, signIn, type SignedIn } from '../testing';
import { toErrorBody } from '../trpc';

/** No row has these ids; the first four can never be ids at all, '1e3' spells 1000. */
const NEVER_IDS: unknown[] = [2_147_483_648, '2147483648', 0, -1, 1.5, '1.5'];
const ABSENT_ID = '1e3';

type Caller = SignedIn['caller'];
/** A representative procedure per router, each given the id under test where its input takes one. */
const CALLS: [string, (caller: Caller, id: never) => Promise<unknown>][] = [
  ['application.byId', (c, id) => c.application.byId({ id })],
  ['application.submit', (c, id) => c.application.submit({ id })],
  ['application.update', (c, id) => c.application.update({ id, notes: 'x' })],
  ['application.create (programId)', (c, id) => c.application.create({ programId: id } as never)],
  ['student.byId', (c, id) => c.student.byId({ id })],
  ['document.list', (c, id) => c.document.list({ applicationId: id })],
  ['document.delete', (c, id) => c.document.delete({ id })],
  ['notification.markRead', (c, id) => c.notification.markRead({ ids: [id] })],
  ['program.byId', (c, id) => c.program.byId({ id })],
  ['university.byId', (c, id) => c.university.byId({ id })],
  ['savedProgram.add', (c, id) => c.savedProgram.add({ programId: id })],
  ['admin.user.byId', (c, id) => c.admin.user.byId({ id })],
  ['admin.application.byId', (c, id) => c.admin.application.byId({ id })],
  [
    'admin.application.changeStatus',
    (c, id) => c.admin.application.changeStatus({ id, status: 'rejected' }),
  ],
  ['admin.program.byId', (c, id) => c.admin.program.byId({ id })],
  ['admin.commissions.summary', (c, id) => c.admin.commissions.summary({ agentId: id })],
];

describe.each(testDrivers())('ids outside the id range on %s', (driver) => {
  let database: TestDatabase;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = await signIn(database.db, createMemoryStorage(), { role: 'admin' });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each(CALLS)('%s refuses impossible ids with a 400 that names the field', async (_, run) => {
    for (const id of NEVER_IDS) {
      const body = await errorOf(run(admin.caller, id as never));
      expect(body.code, `id ${String(id)}`).toBe('BAD_REQUEST');
      expect(body.issues.length, `id ${String(id)}`).toBeGreaterThan(0);
    }
  });

  it.each(CALLS)("%s answers '1e3' (id 1000, no such row) without a 500", async (_, run) => {
    // Marking no notification read, or summing no commissions, is fine; failing any other way is not.
    const outcome = await run(admin.caller, ABSENT_ID as never).then(
      () => 'answered',
      (error: unknown) => toErrorBody(error).code,
    );
    expect(['answered', 'BAD_REQUEST', 'NOT_FOUND']).toContain(outcome);
  });
});
