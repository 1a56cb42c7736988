import { queries } from '@uniguide/db';
import { AppError, listWindow, toPage, type OutboxStateName, type Page } from '@uniguide/domain';
import type { SignedInContext as AdminContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { currentJobQueue, JOBS, sendJob, type JobName } from '../jobs/queue';
import { emailQueueFor, isEmailQueue } from './outbox';

const MESSAGE_NOT_FOUND = 'Message not found';
const JOB_NOT_FOUND = 'Job not found';
export const NOT_RETRYABLE = 'Only a dead or held message can be sent again';
export const QUEUE_NOT_RUNNING = 'The job queue is not running in this process';

export async function listOutbox(
  ctx: AdminContext,
  input: Parameters<typeof listWindow>[0] & { state?: OutboxStateName },
): Promise<Page<queries.outbox.OutboxListItem>> {
  const window = listWindow(input);
  return toPage(
    await queries.outbox.listOutboxMessages(ctx.db, { state: input.state, ...window }),
    window,
  );
}

/** What stands in for a link's token in the console's view of a message. */
export const HIDDEN_TOKEN = 'hidden';
const LINK_TOKEN = /(\btoken=)[^&\s"'<>]+/g;

/**
 * A message's links carry live single-use tokens (password reset, verification, invitations,
 * unsubscribe): shown to an admin they would hand over the recipient's account. The console sees
 * the message with every token replaced; sending and retrying use the stored row as it is.
 */
export function hideLinkTokens(body: string): string {
  return body.replace(LINK_TOKEN, `$1${HIDDEN_TOKEN}`);
}

/** One message as it was (or would be) sent, its links' tokens hidden: addresses, subject, HTML, text, state. */
export async function getOutboxMessage(ctx: AdminContext, id: number) {
  const row = await queries.outbox.findOutboxMessage(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    html: hideLinkTokens(row.html),
    text: hideLinkTokens(row.text),
    template: row.template,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
  };
}

/** Sends a dead or held message again: back to queued, with a new send job, audited. */
export async function retryOutboxMessage(ctx: AdminContext, id: number) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.outbox.findOutboxMessage(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
    const row = await queries.outbox.requeueOutboxMessage(tx, id);
    if (!row) throw new AppError('CONFLICT', NOT_RETRYABLE);
    await sendJob(tx, emailQueueFor(row.kind), { outboxId: id });
    await writeAudit(tx, ctx, {
      action: 'outbox_message_retried',
      resourceType: 'outbox',
      resourceId: id,
      previousData: { state: before.state, lastError: before.lastError },
      newData: { state: row.state },
    });
    return { id, state: row.state };
  });
}

export interface DeadJob {
  id: string;
  queue: string;
  data: unknown;
  error: string | null;
  failedAt: string;
}

function errorText(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? null : JSON.stringify(output).slice(0, 2000);
}

/** Jobs that failed all their attempts (every queue's dead-letter queue), newest first. */
export async function listDeadJobs(_ctx: AdminContext): Promise<{ items: DeadJob[] }> {
  const boss = currentJobQueue();
  if (!boss) return { items: [] };
  const jobs = await boss.findJobs(JOBS.deadJobs, { queued: true, limit: 200 });
  return {
    items: jobs
      .map((job) => ({
        id: job.id,
        queue: job.sourceName ?? 'unknown',
        data: job.data,
        error: errorText(job.output),
        failedAt: job.createdOn.toISOString(),
      }))
      .sort((a, b) => b.failedAt.localeCompare(a.failedAt)),
  };
}

/** Runs a dead job again: a fresh job with the same data on its own queue; the dead copy goes. */
export async function retryDeadJob(ctx: AdminContext, id: string) {
  const boss = currentJobQueue();
  if (!boss) throw new AppError('SERVICE_UNAVAILABLE', QUEUE_NOT_RUNNING);
  const dead = await boss.getJobById<Record<string, unknown>>(JOBS.deadJobs, id);
  if (!dead || dead.state !== 'created' || !dead.sourceName)
    throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const queue = dead.sourceName as JobName;
  const result = await ctx.db.transaction().execute(async (tx) => {
    if (isEmailQueue(queue) && typeof dead.data.outboxId === 'number') {
      await queries.outbox.requeueOutboxMessage(tx, dead.data.outboxId);
    }
    const jobId = await sendJob(tx, queue, dead.data);
    await writeAudit(tx, ctx, {
      action: 'dead_job_retried',
      resourceType: 'job',
      resourceId: id,
      newData: { queue, jobId },
    });
    return { id, queue, jobId };
  });
  // After the commit: on PGlite the queue's own statements wait for kysely's connection.
  await boss.deleteJob(JOBS.deadJobs, id);
  return result;
}
