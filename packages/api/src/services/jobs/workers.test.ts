import type { PgBoss } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailQueue, type TestMailQueue } from '../../testing/mail-queue';
import { waitUntil } from '../../testing/wait';
import { enqueueEmail } from '../mail';
import { JOBS } from './queue';

/** Far longer than the test waits: a job that arrives came because it woke its worker. */
const SLOW_POLL_SECONDS = 120;

describe.each(testDrivers())('job workers woken by new jobs on %s', (driver) => {
  let queue: TestMailQueue;
  let boss: PgBoss;

  beforeAll(async () => {
    queue = await startTestMailQueue(driver, {
      pollingIntervalSeconds: SLOW_POLL_SECONDS,
      // As an install from before notifying queues left it: the queue exists, without `notify`.
      beforeWorkers: (started) => started.createQueue(JOBS.emailSend, { retryLimit: 1 }),
    });
    boss = queue.boss;
    // Past the e-mail worker's first fetch, which pg-boss makes as the worker starts: a job sent
    // before it would be found by that fetch, woken or not.
    await waitUntil(
      () =>
        boss.getWipData().some((worker) => worker.name === JOBS.emailSend && worker.lastFetchedOn),
      Boolean,
    );
  });

  afterAll(() => queue.dispose());

  it('gives every queue notify, including one made before it had it', async () => {
    const queues = await boss.getQueues(Object.values(JOBS));
    expect(queues.map((queue) => [queue.name, queue.notify]).sort()).toEqual(
      Object.values(JOBS)
        .map((name) => [name, true])
        .sort(),
    );
  });

  it('delivers a committed e-mail long before the next poll', async () => {
    await queue.database.db.transaction().execute((tx) =>
      enqueueEmail(tx, {
        to: 'woken@example.com',
        template: 'password_reset',
        props: {
          firstName: 'Lina',
          resetUrl: 'https://agents.test/reset?token=x',
          validMinutes: 30,
        },
        kind: 'password_reset',
      }),
    );
    const mail = await queue.mailbox.waitFor(
      (message) => JSON.stringify(message.to).includes('woken@example.com'),
      (SLOW_POLL_SECONDS / 4) * 1000,
    );
    expect(mail.subject).toBe('Reset your UniGuide password');
  });
});
