import { queries, type OutboxCalendar, type OutboxRow } from '@uniguide/db';
import { AppError, type Language } from '@uniguide/domain';
import {
  isTemplateName,
  renderEmail,
  type TemplateName,
  type TemplateProps,
} from '@uniguide/emails';
import type { Executor } from '../audit/audit';
import { JOBS, sendJob } from '../jobs/queue';
import type { MailTransport } from './transport';

export interface EnqueueEmailInput<N extends TemplateName = TemplateName> {
  to: string;
  template: N;
  props: TemplateProps<N>;
  /** What the e-mail is about (password_reset, application_updates…), shown in the outbox. */
  kind?: string;
  userId?: number | null;
  /** A second enqueue with the same key keeps the first message and sends nothing more. */
  dedupeKey?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A calendar invitation (`.ics`) sent with the message, as a text/calendar part and a file. */
  calendar?: OutboxCalendar;
  /**
   * The language to write it in: the recipient's saved choice (`users.language`), null for English.
   * Left out, it is read from the account `userId` names (English without one). An address that
   * may have no account passes `languageForAddress` (docs/decisions/079-email-language.md).
   */
  language?: Language | null;
}

/**
 * The language of an e-mail to an address that may have no account (an invitation, the expert's
 * copy of a session): the saved choice of the account signing in with it, if one did choose, else
 * `fallback`, the language of whoever it is sent for (docs/decisions/079-email-language.md).
 */
export async function languageForAddress(
  tx: Executor,
  address: string,
  fallback: Language | null,
): Promise<Language | null> {
  return (await queries.users.findLanguageByAddress(tx, address)) ?? fallback;
}

/**
 * The kinds someone waits for with the page open: their links (reset, verification, invitation) and
 * the notices of a change to the account. They go on the urgent queue.
 */
const URGENT_EMAIL_KINDS: ReadonlySet<string> = new Set([
  'password_reset',
  'password_changed',
  'verify_email',
  'email_changed',
  'admin_invite',
  'agency_invite',
]);

/** The send queue of a message of this kind (docs/decisions/034-mail-pace-tokens-and-restarts.md). */
export function emailQueueFor(
  kind: string | null,
): typeof JOBS.emailSend | typeof JOBS.emailUrgent {
  return kind !== null && URGENT_EMAIL_KINDS.has(kind) ? JOBS.emailUrgent : JOBS.emailSend;
}

/** Whether a queue is one of the two e-mail send queues (their jobs carry `{ outboxId }`). */
export function isEmailQueue(name: string): boolean {
  return name === JOBS.emailSend || name === JOBS.emailUrgent;
}

/** How the queue retries an e-mail send: attempts after the first, seconds between, and back-off. */
export interface EmailRetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
}

export const EMAIL_RETRY: EmailRetryPolicy = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
};

/**
 * Renders the template in the recipient's language, writes the message to the outbox and enqueues
 * its send job, all inside `tx`: a rolled-back transaction leaves neither, so it sends nothing. Answers the outbox id (the existing
 * one's when the dedupe key was taken, with no second job).
 */
export async function enqueueEmail<N extends TemplateName>(
  tx: Executor,
  input: EnqueueEmailInput<N>,
): Promise<number> {
  if (!isTemplateName(input.template)) {
    throw new AppError(
      'INTERNAL_SERVER_ERROR',
      `Unknown e-mail template ${String(input.template)}`,
    );
  }
  const language =
    input.language !== undefined
      ? input.language
      : input.userId
        ? await queries.users.findUserLanguage(tx, input.userId)
        : null;
  const rendered = await renderEmail(input.template, input.props, language);
  const kind = input.kind ?? input.template;
  const row = await queries.outbox.insertOutboxMessage(tx, {
    toAddress: input.to,
    template: input.template,
    kind,
    userId: input.userId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: input.headers ?? {},
    calendar: input.calendar ?? null,
  });
  if (!row) {
    const existing = await queries.outbox.findOutboxByDedupeKey(tx, input.dedupeKey!);
    return existing!.id;
  }
  // Retries come from the queue's own settings (jobs/workers.ts).
  await sendJob(tx, emailQueueFor(kind), { outboxId: row.id });
  return row.id;
}

/** A claimed attempt that never finished (its process died) may be claimed again after this long. */
const CLAIM_STALE_MS = 10 * 60 * 1000;

export interface DeliverySettings {
  /** null: no mail server configured; messages are kept in the outbox (state held). */
  transport: MailTransport | null;
  from: string;
}

export type DeliveryOutcome = 'sent' | 'held' | 'skipped';

function messageIdFor(row: OutboxRow, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'uniguide.local';
  return `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * One attempt at one outbox message (the send job's work). The row is claimed first, so a job that
 * runs twice never sends twice; a failed attempt is recorded (retrying, or dead on the last attempt)
 * and rethrown so that the queue retries it.
 */
export async function deliverOutboxMessage(
  db: Executor,
  settings: DeliverySettings,
  attempt: { outboxId: number; lastAttempt: boolean },
): Promise<DeliveryOutcome> {
  if (!settings.transport) {
    return (await queries.outbox.holdOutboxMessage(db, attempt.outboxId)) ? 'held' : 'skipped';
  }
  const row = await queries.outbox.claimOutboxMessage(
    db,
    attempt.outboxId,
    new Date(Date.now() - CLAIM_STALE_MS),
  );
  if (!row) return 'skipped';
  try {
    const { messageId } = await settings.transport.send({
      from: settings.from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
      calendar: row.calendar ?? undefined,
      messageId: messageIdFor(row, settings.from),
    });
    await queries.outbox.markOutboxSent(db, row.id, messageId);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await queries.outbox.markOutboxFailed(
      db,
      row.id,
      message,
      attempt.lastAttempt ? 'dead' : 'retrying',
    );
    throw error;
  }
}
