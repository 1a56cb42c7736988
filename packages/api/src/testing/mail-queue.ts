import {
  createJobQueueBoss,
  queries,
  type DB,
  type Driver,
  type Kysely,
  type PgBoss,
} from '@uniguide/db';
import { renderEmail } from '@uniguide/emails';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { createSmtpTransport, emailQueueFor } from '../services/mail';
import { sendJob } from '../services/jobs';
import { startJobQueue, stopJobQueue, type JobQueueSettings } from '../services/jobs';
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

/**
 * `count` ordinary (not urgent) messages to `bulk-<n>@example.com`, written and queued in one
 * transaction as enqueueEmail would, with one rendering shared by all so that a large backlog is
 * quick to make.
 */
export async function enqueueBacklog(db: Kysely<DB>, count: number): Promise<void> {
  const rendered = await renderEmail('password_reset', {
    firstName: 'Lina',
    resetUrl: 'https://agents.test/reset?token=backlog',
    validMinutes: 30,
  });
  await db.transaction().execute(async (tx) => {
    for (let n = 0; n < count; n += 1) {
      const row = await queries.outbox.insertOutboxMessage(tx, {
        toAddress: `bulk-${n}@example.com`,
        template: 'password_reset',
        kind: 'application_updates',
        userId: null,
        dedupeKey: null,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: {},
      });
      await sendJob(tx, emailQueueFor('application_updates'), { outboxId: row!.id });
    }
  });
}
