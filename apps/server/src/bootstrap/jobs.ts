import {
  createSmtpTransport,
  JOBS,
  startJobQueue,
  stopJobQueue,
  type JobLogger,
  type MailTransport,
  type Storage,
  type PartialUploadStore,
} from '@uniguide/api';
import { createJobQueueBoss, type Database, type PgBoss } from '@uniguide/db';
import type { Env } from '../env';

export interface RunningJobs {
  boss: PgBoss;
  /** Stops the workers (waiting for jobs in hand) and the SMTP connection. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport | null;
  /** Schema of the queue's tables (tests: their own). */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** Where document bytes live, for the unsent-attachment sweep (the server always passes it). */
  storage?: Storage;
  /** The store of resumable uploads, whose expired uploads this process then sweeps. */
  partialUploads?: PartialUploadStore;
}

/**
 * Starts this process's part of the job queue (docs/decisions/022-job-queue.md): pg-boss on the
 * application's database, the workers, the cluster-wide schedules (document-expiry sweep, session
 * clean-up, outbox sweep, daily digest, daily expiry reminders, approval-clock check, unsent-attachment
 * sweep), and e-mail over SMTP_URL, or into the outbox only without it.
 * The expiry sweep also runs once at start, as before; the queue keeps that to one run however many
 * processes start together.
 */
export async function startJobs(
  database: Database,
  env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'publicAgentUrl' | 'publicAdminUrl'>,
  logger: JobLogger,
  options: StartJobsOptions = {},
): Promise<RunningJobs> {
  const boss = createJobQueueBoss(database, { schema: options.schema });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  const transport =
    options.transport !== undefined
      ? options.transport
      : env.smtpUrl
        ? createSmtpTransport(env.smtpUrl)
        : null;
  try {
    await startJobQueue({
      boss,
      db: database.db,
      mail: { transport, from: env.mailFrom },
      config: { publicAgentUrl: env.publicAgentUrl, publicAdminUrl: env.publicAdminUrl },
      logger,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      storage: options.storage,
      partialUploads: options.partialUploads,
    });
    await boss.send(JOBS.documentExpirySweep, {}, { singletonKey: 'start-up' });
  } catch (error) {
    await stopJobQueue(boss, { timeoutMs: 1000 }).catch(() => {});
    transport?.close();
    throw error;
  }
  return {
    boss,
    async stop() {
      await stopJobQueue(boss);
      transport?.close();
    },
  };
}
