import { queries } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, expectError, registerAgent, signIn, testCaller } from '../../testing';

const WAIT = 'Please try again in 15 minutes.';

describe.each(testDrivers())('limits on the e-mails a user can have sent, on %s', (driver) => {
  let database: TestDatabase;
  const storage = createMemoryStorage();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  const sentTo = async (address: string, kind: string) => {
    const { items } = await queries.outbox.listOutboxMessages(database.db, {
      limit: 500,
      offset: 0,
    });
    return items.filter((item) => item.toAddress === address && item.kind === kind).length;
  };
  const callerAt = async (token: string, ip: string) =>
    (await testCaller(database.db, { token, ip })).caller;

  it('sends three verification links per account, then answers 429 until the pause is over', async () => {
    const { token, user } = await registerAgent(database.db);
    const caller = await callerAt(token, '192.0.2.10');
    for (let n = 0; n < 3; n += 1) await caller.user.resendVerification();
    await expectError(
      caller.user.resendVerification(),
      'TOO_MANY_REQUESTS',
      `Too many verification e-mails. ${WAIT}`,
    );
    // From another address too: the account's allowance is spent.
    await expectError(
      (await callerAt(token, '192.0.2.11')).user.resendVerification(),
      'TOO_MANY_REQUESTS',
    );
    // The one at sign-up, and three more.
    expect(await sentTo(user.username, 'verify_email')).toBe(4);
  });

  it('sends twenty verification links per client address, whichever accounts ask', async () => {
    const ip = '192.0.2.20';
    const accounts = await Promise.all(Array.from({ length: 7 }, () => registerAgent(database.db)));
    let sent = 0;
    for (const { token } of accounts.slice(0, 6)) {
      for (let n = 0; n < 3; n += 1) {
        await (await callerAt(token, ip)).user.resendVerification();
        sent += 1;
      }
    }
    const last = accounts[6]!;
    await (await callerAt(last.token, ip)).user.resendVerification();
    await (await callerAt(last.token, ip)).user.resendVerification();
    sent += 2;
    expect(sent).toBe(20);
    await expectError(
      (await callerAt(last.token, ip)).user.resendVerification(),
      'TOO_MANY_REQUESTS',
      `Too many verification e-mails. ${WAIT}`,
    );
    // The same account elsewhere is within its own allowance.
    await (await callerAt(last.token, '192.0.2.21')).user.resendVerification();
  });

  it('sends ten invitations per owner, then answers 429', async () => {
    const owner = await signIn(database.db, storage);
    const caller = await callerAt(owner.token, '192.0.2.30');
    const invite = (n: number) =>
      caller.agency.invite({
        email: `invited-${owner.userId}-${n}@example.com`,
        agencyRole: 'counsellor',
      });
    for (let n = 0; n < 10; n += 1) await invite(n);
    await expectError(invite(10), 'TOO_MANY_REQUESTS', `Too many invitations. ${WAIT}`);
    const invited = await database.db
      .selectFrom('agencyInvites')
      .select('id')
      .where('invitedBy', '=', owner.userId)
      .execute();
    expect(invited).toHaveLength(10);
    expect(await sentTo(`invited-${owner.userId}-10@example.com`, 'agency_invite')).toBe(0);
  });

  it('sends twenty invitations per client address, whichever owners send them', async () => {
    const ip = '192.0.2.40';
    const owners = await Promise.all(Array.from({ length: 3 }, () => signIn(database.db, storage)));
    const invite = async (owner: (typeof owners)[number], n: number) =>
      (await callerAt(owner.token, ip)).agency.invite({
        email: `by-address-${owner.userId}-${n}@example.com`,
        agencyRole: 'counsellor',
      });
    for (const owner of owners.slice(0, 2)) for (let n = 0; n < 10; n += 1) await invite(owner, n);
    await expectError(invite(owners[2]!, 0), 'TOO_MANY_REQUESTS', `Too many invitations. ${WAIT}`);
  });
});
