import { createJobQueueBoss, type PgBoss } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox, type TestMailbox } from '../../testing/mailbox';
import { createSmtpTransport, enqueueEmail } from '../mail';
import { JOBS } from './queue';
import { startJobQueue, stopJobQueue } from './workers';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** Far longer than the test waits: a job that arrives came because it woke its worker. */
const SLOW_POLL_SECONDS = 120;

describe.each(testDrivers())('job workers woken by new jobs on %s', (driver) => {
  let database: TestDatabase;
  let boss: PgBoss;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    mailbox = await startTestMailbox();
    boss = createJobQueueBoss(database, { schema: database.schema });
    await boss.start();
    // As an install from before notifying queues left it: the queue exists, without `notify`.
    await boss.createQueue(JOBS.emailSend, { retryLimit: 1 });
    await startJobQueue({
      boss,
      db: database.db,
      mail: {
        transport: createSmtpTransport(mailbox.url),
        from: 'UniGuide <no-reply@uniguide.test>',
      },
      config: {
        publicAgentUrl: 'http://localhost:3000',
        publicAdminUrl: 'http://admin.localhost:3000',
      },
      logger: quiet,
      pollingIntervalSeconds: SLOW_POLL_SECONDS,
      schedules: false,
    });
    // Past the e-mail worker's first fetch, which pg-boss makes as the worker starts: a job sent
    // before it would be found by that fetch, woken or not.
    const deadline = Date.now() + 30_000;
    const fetched = () =>
      boss.getWipData().some((worker) => worker.name === JOBS.emailSend && worker.lastFetchedOn);
    while (!fetched()) {
      if (Date.now() > deadline) throw new Error('the e-mail worker never fetched');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    await stopJobQueue(boss, { timeoutMs: 2000 });
    await mailbox.close();
    await database.dispose();
  });

  it('gives every queue notify, including one made before it had it', async () => {
    const queues = await boss.getQueues(Object.values(JOBS));
    expect(queues.map((queue) => [queue.name, queue.notify]).sort()).toEqual(
      Object.values(JOBS)
        .map((name) => [name, true])
        .sort(),
    );
  });

  it('delivers a committed e-mail long before the next poll', async () => {
    await database.db.transaction().execute((tx) =>
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
    const mail = await mailbox.waitFor(
      (message) => JSON.stringify(message.to).includes('woken@example.com'),
      (SLOW_POLL_SECONDS / 4) * 1000,
    );
    expect(mail.subject).toBe('Reset your UniGuide password');
  });
});
