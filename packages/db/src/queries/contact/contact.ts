import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { ContactMessageRow } from '../../schema';

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  ipAddress: string | null;
  handledAt: string | null;
  handledBy: number | null;
  createdAt: string;
}

const iso = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    ipAddress: row.ipAddress,
    handledAt: iso(row.handledAt),
    handledBy: row.handledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ipAddress: string | null;
}

export async function insertContactMessage(
  db: Executor,
  values: NewContactMessage,
): Promise<ContactMessage> {
  const row = await db
    .insertInto('contactMessages')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

/** Newest first; `handled` narrows to handled (true) or open (false) messages. */
export async function listContactMessages(
  db: Executor,
  query: { limit: number; offset: number; handled?: boolean },
): Promise<{ items: ContactMessage[]; total: number }> {
  let base = db.selectFrom('contactMessages');
  if (query.handled !== undefined) {
    base = base.where('handledAt', query.handled ? 'is not' : 'is', null);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toContactMessage), total: Number(count.count) };
}

/** Marks a message handled by an admin; already-handled messages keep their first handler. */
export async function markContactMessageHandled(
  db: Executor,
  id: number,
  userId: number,
): Promise<ContactMessage | undefined> {
  await db
    .updateTable('contactMessages')
    .set({ handledAt: new Date(), handledBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('handledAt', 'is', null)
    .execute();
  return findContactMessage(db, id);
}

export async function findContactMessage(
  db: Executor,
  id: number,
): Promise<ContactMessage | undefined> {
  if (!isId(id)) return undefined;
  const row = await db
    .selectFrom('contactMessages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}
