import { createJobQueueBoss, type Driver, type PgBoss } from '@uniguide/db';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { createSmtpTransport } from '../services/mail';
import { startJobQueue, stopJobQueue, type JobQueueSettings } from '../services/jobs/workers';
import { startTestMailbox, type TestMailbox } from './mailbox';

/** The job queue of a test database, started with its workers, sending e-mail to a test mailbox. */
export interface TestMailQueue {
  database: TestDatabase;
  boss: PgBoss;
  mailbox: TestMailbox;
  /** Stops the workers, then closes the mailbox and drops the database. */
  dispose(): Promise<void>;
}

export interface TestMailQueueOptions extends Pick<
  JobQueueSettings,
  'pollingIntervalSeconds' | 'emailRetry'
> {
  /** Runs on the started queue before the workers start (to leave what an older install left). */
  beforeWorkers?: (boss: PgBoss) => Promise<void>;
}

/** Starts a TestMailQueue on `driver`; no schedules, a silent logger. */
export async function startTestMailQueue(
  driver: Driver,
  options: TestMailQueueOptions,
): Promise<TestMailQueue> {
  const database = await createTestDatabase(driver);
  const mailbox = await startTestMailbox();
  const boss = createJobQueueBoss(database, { schema: database.schema });
  await boss.start();
  await options.beforeWorkers?.(boss);
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
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    emailRetry: options.emailRetry,
    schedules: false,
  });
  return {
    database,
    boss,
    mailbox,
    async dispose() {
      await stopJobQueue(boss, { timeoutMs: 2000 });
      await mailbox.close();
      await database.dispose();
    },
  };
}
