import { sql } from 'kysely';
import type { Executor } from '../../executor';
import type { OutboxCalendar, OutboxRow, OutboxState } from '../../schema';

export type NewOutboxMessage = Pick<
  OutboxRow,
  | 'toAddress'
  | 'template'
  | 'kind'
  | 'userId'
  | 'dedupeKey'
  | 'subject'
  | 'html'
  | 'text'
  | 'headers'
> & {
  /** A calendar invitation sent with the message (an onboarding booking's `.ics`). */
  calendar?: OutboxCalendar | null;
};

/** Inserts a message; undefined when its dedupe key is already taken (the first one is kept). */
export async function insertOutboxMessage(
  db: Executor,
  values: NewOutboxMessage,
): Promise<OutboxRow | undefined> {
  return db
    .insertInto('outbox')
    .values({
      ...values,
      headers: JSON.stringify(values.headers),
      calendar: values.calendar ? JSON.stringify(values.calendar) : null,
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findOutboxMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes a message for one sending attempt: only a queued or retrying one, or one whose previous
 * attempt was claimed before `staleBefore` and never finished (its process died). A message already
 * sent, held or dead is not taken, so a job that runs twice cannot send it twice.
 */
export async function claimOutboxMessage(
  db: Executor,
  id: number,
  staleBefore: Date,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      state: 'sending',
      attempts: eb('attempts', '+', 1),
      claimedAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['queued', 'retrying']),
        eb.and([eb('state', '=', 'sending'), eb('claimedAt', '<', staleBefore)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function markOutboxSent(
  db: Executor,
  id: number,
  messageId: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      state: 'sent',
      messageId,
      lastError: null,
      sentAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: retrying (the queue will try again) or dead (it will not). */
export async function markOutboxFailed(
  db: Executor,
  id: number,
  error: string,
  state: Extract<OutboxState, 'retrying' | 'dead'>,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ state, lastError: error.slice(0, 2000), updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

/** Keeps a message unsent because no mail server is configured (it stays readable in the outbox). */
export async function holdOutboxMessage(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .updateTable('outbox')
    .set({ state: 'held', updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'retrying'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a dead or held message back in the queue (an admin's retry); undefined when it is neither. */
export async function requeueOutboxMessage(
  db: Executor,
  id: number,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('outbox')
    .set({ state: 'queued', updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', 'in', ['dead', 'held'])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Queued messages older than `before`: written where no queue was running (the CLI), to hand on;
 * their kind says which send queue takes them.
 */
export async function listStrandedOutboxMessages(
  db: Executor,
  before: Date,
  limit = 500,
): Promise<Array<{ id: number; kind: string | null }>> {
  return db
    .selectFrom('outbox')
    .select(['id', 'kind'])
    .where('state', '=', 'queued')
    .where('updatedAt', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface OutboxListItem {
  id: number;
  toAddress: string;
  subject: string;
  template: string;
  kind: string | null;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The outbox, newest first, optionally one state only. */
export async function listOutboxMessages(
  db: Executor,
  filter: { state?: OutboxState; limit: number; offset: number },
): Promise<{ items: OutboxListItem[]; total: number }> {
  let base = db.selectFrom('outbox');
  if (filter.state) base = base.where('state', '=', filter.state);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'toAddress',
        'subject',
        'template',
        'kind',
        'state',
        'attempts',
        'lastError',
        'createdAt',
        'sentAt',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return {
    total: Number(countRow.count),
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
    })),
  };
}

export async function findOutboxByDedupeKey(
  db: Executor,
  dedupeKey: string,
): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('dedupeKey', '=', dedupeKey).executeTakeFirst();
}

/** Marks a queued message as handed on now, so the next sweep does not pick it again. */
export async function touchOutboxMessage(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
