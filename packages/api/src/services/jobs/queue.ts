import { jobQueueExecutor, type PgBoss, type SendOptions } from '@uniguide/db';
import type { Executor } from '../audit/audit';

/** Every queue the server works, by name (docs/decisions/022-job-queue.md). */
export const JOBS = {
  /** Sends one outbox message. */
  emailSend: 'email-send',
  /**
   * Sends one outbox message someone is waiting for (a reset link, a verification, an invitation):
   * a queue and worker of its own, so a backlog of other mail never holds it up.
   */
  emailUrgent: 'email-urgent',
  /** E-mails an agent the notifications of one application that still owe an e-mail. */
  notificationEmail: 'notification-email',
  /** Daily: one e-mail per digest agent with the day's notifications. */
  notificationDigest: 'notification-digest',
  /** Hourly: the document-expiry notification sweep. */
  documentExpirySweep: 'document-expiry-sweep',
  /** Hourly: deletes expired sessions and spent account tokens. */
  sessionCleanup: 'session-cleanup',
  /** Daily: e-mails agents the expiry warnings their preferences want e-mailed. */
  documentExpiryReminders: 'document-expiry-reminders',
  /** Hourly: tells the admins of agents waiting for approval past the 48-hour clock. */
  approvalClockCheck: 'approval-clock-check',
  /** Hourly: removes message attachments nobody sent within a day, bytes and all. */
  unsentAttachmentSweep: 'unsent-attachment-sweep',
  /** Hourly: journey reminders (entry permit, equivalency, stages waiting on the agent). */
  journeyReminders: 'journey-reminders',
  /** Every ten minutes: hands on outbox messages written where no queue ran (the CLI). */
  outboxSweep: 'outbox-sweep',
  /** Every fifteen minutes: removes resumable uploads past their expiry, bytes and rows. */
  resumableUploadSweep: 'resumable-upload-sweep',
  /** Where a job goes once it has failed all its attempts; admins retry it from there. */
  deadJobs: 'dead-jobs',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

let active: PgBoss | null = null;

/**
 * The started queue of this process, set by the server at start (and by tests that run jobs). Code
 * that enqueues takes only a transaction, so it finds the queue here; with none set (the CLI, most
 * tests) nothing is sent to a queue, and what an outbox row needs is handed on by the next sweep.
 */
export function setJobQueue(boss: PgBoss | null): void {
  active = boss;
}

/** The started queue of this process, or null (the admin console's dead jobs need it). */
export function currentJobQueue(): PgBoss | null {
  return active;
}

/**
 * Enqueues a job inside `executor`'s transaction: it exists exactly when that transaction commits.
 * Answers the job id, or null when no queue runs in this process or the queue's policy kept an
 * equivalent job already waiting.
 */
export async function sendJob(
  executor: Executor,
  name: JobName,
  data: object,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string | null> {
  if (!active) return null;
  return active.send(name, data, { ...options, db: jobQueueExecutor(executor) });
}
