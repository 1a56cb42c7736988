import {
  queries,
  type DB,
  type Job,
  type JobResult,
  type JobWithMetadata,
  type Kysely,
  type PgBoss,
} from '@uniguide/db';
import type { ApiConfig } from '../../context';
import { notifyExpiringDocuments } from '../documents/expiry';
import {
  deliverOutboxMessage,
  EMAIL_RETRY,
  emailQueueFor,
  type DeliverySettings,
  type EmailRetryPolicy,
} from '../mail';
import { sendDigests, sendNotificationEmail } from '../notifications/email';
import { sendJourneyReminders } from '../journey/reminders';
import { reportOverdueApprovals, sendExpiryReminders } from '../notifications/scheduled-reminders';
import {
  sweepExpiredResumableUploads,
  type PartialUploadStore,
} from '../documents/resumable-uploads';
import { JOBS, sendJob, setJobQueue } from './queue';
import { sweepUnsentAttachments } from '../conversation/attachments';
import type { Storage } from '../storage/storage';

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueSettings {
  boss: PgBoss;
  db: Kysely<DB>;
  mail: DeliverySettings;
  config: Pick<ApiConfig, 'publicAgentUrl' | 'publicAdminUrl'>;
  logger: JobLogger;
  /**
   * Seconds between polls per worker (tests: short). Unset: a new job wakes its worker at once and
   * polling is only the backstop for retries and deferred jobs (NOTIFY_BACKSTOP_SECONDS), or every
   * POLLING_SECONDS where the database cannot notify.
   */
  pollingIntervalSeconds?: number;
  /** Replaces the e-mail retry policy (tests: short fixed delays instead of minutes of back-off). */
  emailRetry?: EmailRetryPolicy;
  /** Whether this process keeps the cron schedules (every server does; a test may not). */
  schedules?: boolean;
  /**
   * Where document bytes live: the unsent-attachment sweep deletes them. A process without it (a
   * test of the mail queue) works no sweep; every server passes it.
   */
  storage?: Storage;
  /** The store of resumable uploads' bytes: with it, this process sweeps expired uploads. */
  partialUploads?: PartialUploadStore;
}

/** Expired resumable uploads are swept this often (docs/decisions/038-resumable-uploads.md). */
export const RESUMABLE_UPLOAD_SWEEP_CRON = '*/15 * * * *';

/** When each scheduled job runs (UTC); pg-boss fires each occurrence once per cluster. */
export const SCHEDULES = {
  [JOBS.documentExpirySweep]: '5 * * * *',
  [JOBS.sessionCleanup]: '35 * * * *',
  [JOBS.outboxSweep]: '*/10 * * * *',
  [JOBS.notificationDigest]: '0 7 * * *',
  [JOBS.documentExpiryReminders]: '0 6 * * *',
  [JOBS.approvalClockCheck]: '15 * * * *',
  [JOBS.unsentAttachmentSweep]: '45 * * * *',
  [JOBS.journeyReminders]: '25 * * * *',
} as const;

const DEAD_JOB_RETENTION_SECONDS = 90 * 24 * 60 * 60;
/**
 * Messages an e-mail worker fetches at once and sends together. Twenty keep the SMTP pool's
 * connections busy while the next fetch waits for the slowest of them.
 */
const EMAIL_BATCH_SIZE = 20;
/** The urgent queue's batch: rarely more than one waits, and a small batch ends sooner. */
const URGENT_EMAIL_BATCH_SIZE = 5;
/** A worker's poll when nothing can wake it (a listener that could not be set up). */
const POLLING_SECONDS = 2;
/** A woken worker's backstop poll: what picks up a retry or a deferred job once it is due. */
const NOTIFY_BACKSTOP_SECONDS = 30;

/**
 * Creates a queue whose new jobs wake its workers (pg-boss `notify`); a queue made before it had that
 * option gets it now (creating is a no-op for a queue that exists).
 */
async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss['createQueue']>[1],
): Promise<void> {
  await boss.createQueue(name, { ...options, notify: true });
  await boss.updateQueue(name, { notify: true });
}

/**
 * Creates the queues, starts this process's workers and (by default) the schedules, and makes the queue
 * the one `sendJob` uses. Queue, worker and schedule creation are idempotent, so every server process
 * runs this at start; each job still runs in one process only, each scheduled occurrence once.
 */
export async function startJobQueue(settings: JobQueueSettings): Promise<void> {
  const { boss, db, logger } = settings;
  const polling = {
    pollingIntervalSeconds: settings.pollingIntervalSeconds ?? POLLING_SECONDS,
    notifyPollingIntervalSeconds: settings.pollingIntervalSeconds ?? NOTIFY_BACKSTOP_SECONDS,
  };
  const emailRetry = settings.emailRetry ?? EMAIL_RETRY;

  await ensureQueue(boss, JOBS.deadJobs, { retentionSeconds: DEAD_JOB_RETENTION_SECONDS });
  await ensureQueue(boss, JOBS.emailSend, { ...emailRetry, deadLetter: JOBS.deadJobs });
  await ensureQueue(boss, JOBS.emailUrgent, { ...emailRetry, deadLetter: JOBS.deadJobs });
  // One waiting job per agent and application: later notifications join it instead of adding e-mails.
  await ensureQueue(boss, JOBS.notificationEmail, {
    policy: 'short',
    retryLimit: 5,
    retryBackoff: true,
    deadLetter: JOBS.deadJobs,
  });
  for (const name of [
    JOBS.notificationDigest,
    JOBS.documentExpirySweep,
    JOBS.sessionCleanup,
    JOBS.outboxSweep,
    JOBS.documentExpiryReminders,
    JOBS.approvalClockCheck,
    JOBS.unsentAttachmentSweep,
    JOBS.journeyReminders,
  ] as const) {
    // At most one waiting occurrence: a backlog of missed hourly runs is one run.
    await ensureQueue(boss, name, { policy: 'short', retryLimit: 2, deadLetter: JOBS.deadJobs });
  }
  setJobQueue(boss);

  // Each e-mail queue's worker takes a batch at a time and sends it all at once (the SMTP pool bounds
  // the connections), and fetches again at once while batches come back full: a backlog drains at the
  // mail server's pace. Account mail has its own queue and worker, so it never waits behind one.
  const deliverBatch = (jobs: JobWithMetadata<{ outboxId: number }>[]): Promise<JobResult[]> =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        const { outboxId } = job.data;
        try {
          const outcome = await deliverOutboxMessage(db, settings.mail, {
            outboxId,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
          if (outcome === 'sent') logger.info({ outboxId }, 'e-mail sent');
          return { id: job.id, status: 'completed' };
        } catch (error) {
          logger.warn(
            { err: error, outboxId, attempt: job.retryCount + 1 },
            'e-mail not sent; the queue will retry it',
          );
          const message = error instanceof Error ? error.message : String(error);
          return { id: job.id, status: 'failed', output: { message } };
        }
      }),
    );
  for (const [queue, batchSize] of [
    [JOBS.emailSend, EMAIL_BATCH_SIZE],
    [JOBS.emailUrgent, URGENT_EMAIL_BATCH_SIZE],
  ] as const) {
    const options = {
      ...polling,
      includeMetadata: true,
      perJobResults: true,
      batchSize,
      burstWhenBatchFull: true,
    } as const;
    await boss.work<{ outboxId: number }, unknown, typeof options>(queue, options, deliverBatch);
  }
  await boss.work<{ userId: number; applicationId: number | null }>(
    JOBS.notificationEmail,
    polling,
    async (jobs: Job<{ userId: number; applicationId: number | null }>[]) => {
      for (const job of jobs) await sendNotificationEmail(db, settings.config, job.data);
    },
  );
  await boss.work(JOBS.notificationDigest, polling, async () => {
    const sent = await sendDigests(db, settings.config);
    if (sent > 0) logger.info({ sent }, 'sent daily notification digests');
  });
  await boss.work(JOBS.documentExpirySweep, polling, async () => {
    const { notified } = await notifyExpiringDocuments(db);
    if (notified > 0) logger.info({ notified }, 'notified agents of expiring documents');
  });
  await boss.work(JOBS.sessionCleanup, polling, async () => {
    const sessions = await queries.users.deleteExpiredSessions(db);
    const tokens = await queries.accounts.deleteSpentAuthTokens(db);
    if (sessions + tokens > 0)
      logger.info({ sessions, tokens }, 'deleted expired sessions and tokens');
  });
  await boss.work(JOBS.documentExpiryReminders, polling, async () => {
    const sent = await sendExpiryReminders(db, settings.config);
    if (sent > 0) logger.info({ sent }, 'e-mailed document expiry reminders');
  });
  await boss.work(JOBS.approvalClockCheck, polling, async () => {
    const reported = await reportOverdueApprovals(db, settings.config);
    if (reported > 0) logger.info({ reported }, 'told the admins of overdue approvals');
  });
  const storage = settings.storage;
  if (storage) {
    await boss.work(JOBS.unsentAttachmentSweep, polling, async () => {
      const swept = await sweepUnsentAttachments(db, storage);
      if (swept > 0) logger.info({ swept }, 'removed attachments nobody sent within a day');
    });
  }
  await boss.work(JOBS.journeyReminders, polling, async () => {
    const sent = await sendJourneyReminders(db);
    if (sent > 0) logger.info({ sent }, 'sent journey reminders');
  });
  await boss.work(JOBS.outboxSweep, polling, async () => {
    const handed = await handOnStrandedEmails(db);
    if (handed > 0) logger.info({ handed }, 'queued e-mails written without a running queue');
  });

  // The queue always exists; only a process that holds the upload store works and schedules it.
  await ensureQueue(boss, JOBS.resumableUploadSweep, {
    policy: 'short',
    retryLimit: 2,
    deadLetter: JOBS.deadJobs,
  });
  const partialUploads = settings.partialUploads;
  if (partialUploads) {
    await boss.work(JOBS.resumableUploadSweep, polling, async () => {
      const swept = await sweepExpiredResumableUploads(db, partialUploads);
      if (swept > 0) logger.info({ swept }, 'removed expired resumable uploads');
    });
  }

  if (settings.schedules ?? true) {
    for (const [name, cron] of Object.entries(SCHEDULES))
      await boss.schedule(name, cron, null, { tz: 'UTC' });
    if (partialUploads) {
      await boss.schedule(JOBS.resumableUploadSweep, RESUMABLE_UPLOAD_SWEEP_CRON, null, {
        tz: 'UTC',
      });
    }
  }
}

/** Messages left queued with no send job (written by the CLI, or before the queue started) get one. */
export async function handOnStrandedEmails(
  db: Kysely<DB>,
  olderThanMs = 5 * 60 * 1000,
): Promise<number> {
  const stranded = await queries.outbox.listStrandedOutboxMessages(
    db,
    new Date(Date.now() - olderThanMs),
  );
  for (const { id, kind } of stranded) {
    await db.transaction().execute(async (tx) => {
      await queries.outbox.touchOutboxMessage(tx, id);
      await sendJob(tx, emailQueueFor(kind), { outboxId: id });
    });
  }
  return stranded.length;
}

/** Stops the workers, waiting for the jobs in hand; the queue is no longer the one `sendJob` uses. */
export async function stopJobQueue(
  boss: PgBoss,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  setJobQueue(null);
  await boss.stop({ graceful: true, close: true, timeout: options.timeoutMs ?? 10_000 });
}

export type { JobWithMetadata };
