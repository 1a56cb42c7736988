import { queries, type PgBoss } from '@uniguide/db';
import { testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAgent } from '../../testing';
import { startTestMailQueue, type TestMailQueue } from '../../testing/mail-queue';
import { waitUntil } from '../../testing/wait';
import type { TestMailbox } from '../../testing/mailbox';
import { JOBS } from '../jobs/queue';
import { consumeAuthToken, enqueueEmail, issueAuthToken } from './index';

function resetProps(to: string) {
  return {
    to,
    template: 'password_reset' as const,
    props: {
      firstName: 'Lina',
      resetUrl: `https://agents.test/reset?token=${to}`,
      validMinutes: 30,
    },
    kind: 'password_reset',
  };
}

describe.each(testDrivers())('e-mail through the job queue on %s', (driver) => {
  let queue: TestMailQueue;
  let database: TestDatabase;
  let boss: PgBoss;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    queue = await startTestMailQueue(driver, {
      pollingIntervalSeconds: 0.5,
      emailRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    });
    ({ database, boss, mailbox } = queue);
  });

  afterAll(() => queue.dispose());

  const outbox = (id: number) => queries.outbox.findOutboxMessage(database.db, id);
  const delivered = (to: string) =>
    mailbox.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));

  it('sends what a committed transaction enqueued, once, with subject, HTML and text', async () => {
    const id = await database.db
      .transaction()
      .execute((tx) => enqueueEmail(tx, resetProps('a@example.com')));
    const mail = await mailbox.waitFor((m) => JSON.stringify(m.to).includes('a@example.com'));
    expect(mail.subject).toBe('Reset your UniGuide password');
    expect(mail.text).toContain('https://agents.test/reset?token=a@example.com');
    expect(mail.html).toContain('Choose a new password');
    expect(mail.from?.text).toContain('no-reply@uniguide.test');
    const row = await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'sent',
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${id}-`));
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      database.db.transaction().execute(async (tx) => {
        await enqueueEmail(tx, resetProps('rolled-back@example.com'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The send job was enqueued in the same transaction, so nothing is left to deliver it later.
    const jobs = [
      ...(await boss.findJobs<{ outboxId: number }>(JOBS.emailSend)),
      ...(await boss.findJobs<{ outboxId: number }>(JOBS.emailUrgent)),
    ];
    const { items } = await queries.outbox.listOutboxMessages(database.db, {
      limit: 100,
      offset: 0,
    });
    expect(items.some((item) => item.toAddress === 'rolled-back@example.com')).toBe(false);
    const outboxIds = new Set(items.map((item) => item.id));
    expect(jobs.every((job) => outboxIds.has(job.data.outboxId))).toBe(true);
    expect(delivered('rolled-back@example.com')).toHaveLength(0);
  });

  it('retries while the server refuses, then sends exactly once', async () => {
    mailbox.refuseWith(451);
    const id = await database.db
      .transaction()
      .execute((tx) => enqueueEmail(tx, resetProps('refused@example.com')));
    const failed = await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'retrying',
    );
    expect(failed!.lastError).toMatch(/451/);
    mailbox.refuseWith(null);
    const sent = await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'sent',
    );
    expect(sent!.attempts).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered('refused@example.com')).toHaveLength(1);
  });

  it('keeps the message while the server is down and sends it when it is back', async () => {
    await mailbox.stop();
    const id = await database.db
      .transaction()
      .execute((tx) => enqueueEmail(tx, resetProps('down@example.com')));
    const failed = await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'retrying',
    );
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await mailbox.start();
    await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'sent',
    );
    expect(delivered('down@example.com')).toHaveLength(1);
  });

  it('marks a message dead after its last attempt and files its job under the dead jobs', async () => {
    mailbox.refuseWith(550);
    const id = await database.db
      .transaction()
      .execute((tx) => enqueueEmail(tx, resetProps('dead@example.com')));
    const dead = await waitUntil(
      () => outbox(id),
      (r) => r?.state === 'dead',
      60_000,
    );
    mailbox.refuseWith(null);
    expect(dead!.attempts).toBe(4);
    expect(dead!.lastError).toMatch(/550/);
    const deadJobs = await waitUntil(
      () => boss.findJobs<{ outboxId: number }>(JOBS.deadJobs, { queued: true }),
      (jobs) => jobs.some((job) => job.data.outboxId === id),
    );
    // A reset link is account mail: its send job was on the urgent queue.
    expect(deadJobs.find((job) => job.data.outboxId === id)?.sourceName).toBe(JOBS.emailUrgent);
    expect(delivered('dead@example.com')).toHaveLength(0);
  });

  it('keeps the first message of a dedupe key and sends it once', async () => {
    const input = { ...resetProps('dedupe@example.com'), dedupeKey: 'once-only' };
    const first = await database.db.transaction().execute((tx) => enqueueEmail(tx, input));
    const second = await database.db.transaction().execute((tx) => enqueueEmail(tx, input));
    expect(second).toBe(first);
    await waitUntil(
      () => outbox(first),
      (r) => r?.state === 'sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered('dedupe@example.com')).toHaveLength(1);
  });

  it('issues single-use tokens bound to the account and its address', async () => {
    const { user } = await registerAgent(database.db, { username: 'token-owner@example.com' });
    const token = await issueAuthToken(database.db, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: 30,
    });
    expect(token.length).toBeGreaterThanOrEqual(40);
    // A newer token retires the older one.
    const newer = await issueAuthToken(database.db, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: 30,
    });
    await expect(
      consumeAuthToken(database.db, { token, purpose: 'password_reset' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // Another purpose does not accept it.
    await expect(
      consumeAuthToken(database.db, { token: newer, purpose: 'verify_email' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await consumeAuthToken(database.db, { token: newer, purpose: 'password_reset' })).toBe(
      user.id,
    );
    await expect(
      consumeAuthToken(database.db, { token: newer, purpose: 'password_reset' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // Expired.
    const expired = await issueAuthToken(database.db, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: -1,
    });
    await expect(
      consumeAuthToken(database.db, { token: expired, purpose: 'password_reset' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // The account's address changed after the token went out.
    const moved = await issueAuthToken(database.db, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: 30,
    });
    await database.db
      .updateTable('users')
      .set({ username: 'moved@example.com' })
      .where('id', '=', user.id)
      .execute();
    await expect(
      consumeAuthToken(database.db, { token: moved, purpose: 'password_reset' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const stored = await database.db.selectFrom('authTokens').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(moved);
  });
});
