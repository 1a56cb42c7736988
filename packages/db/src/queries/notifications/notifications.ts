import type { Executor } from '../../executor';
import type { NotificationRow } from '../../schema';

export interface Notification {
  id: number;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
  applicationId: number | null;
  readAt: string | null;
  createdAt: string;
}

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body?: string | null;
  link?: string | null;
  applicationId?: number | null;
  /** The document it is about (migration 0016): its work done, the notification is read. */
  documentId?: number | null;
  /** The agent wants it e-mailed too (migration 0010). */
  emailDue?: boolean;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    applicationId: row.applicationId,
    readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertNotification(
  db: Executor,
  values: NewNotification,
): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({
      userId: values.userId,
      type: values.type,
      title: values.title,
      body: values.body ?? null,
      link: values.link ?? null,
      applicationId: values.applicationId ?? null,
      documentId: values.documentId ?? null,
      emailDue: values.emailDue ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

/** A user's notifications, newest first. */
export async function listNotifications(
  db: Executor,
  userId: number,
  window: { limit: number; offset: number },
): Promise<{ items: Notification[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { items: rows.map(toNotification), total: Number(countRow.count) };
}

export async function countUnreadNotifications(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks the user's unread notifications read: the listed ids, those of one kind about one
 * application or one document, or all when `which` is undefined. Ids of other users'
 * notifications are ignored. Answers the ids it changed.
 */
export async function markNotificationsRead(
  db: Executor,
  userId: number,
  which?:
    | readonly number[]
    | { applicationId: number; type: string }
    | { documentId: number; type: string },
): Promise<number[]> {
  let query = db
    .updateTable('notifications')
    .set({ readAt: new Date() })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (which && 'applicationId' in which) {
    query = query.where('applicationId', '=', which.applicationId).where('type', '=', which.type);
  } else if (which && 'documentId' in which) {
    query = query.where('documentId', '=', which.documentId).where('type', '=', which.type);
  } else if (which) {
    if (which.length === 0) return [];
    query = query.where('id', 'in', [...which]);
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export type DueNotification = Pick<
  NotificationRow,
  'id' | 'type' | 'title' | 'body' | 'link' | 'applicationId' | 'createdAt'
>;

/**
 * Takes the user's notifications that still owe an e-mail (of one application, or all of them) and
 * marks them e-mailed, oldest first. Two jobs cannot take the same notification.
 */
export async function takeDueNotifications(
  db: Executor,
  userId: number,
  applicationId?: number | null,
): Promise<DueNotification[]> {
  let query = db
    .updateTable('notifications')
    .set({ emailDue: false, emailedAt: new Date() })
    .where('userId', '=', userId)
    .where('emailDue', '=', true);
  if (applicationId !== undefined) {
    query =
      applicationId === null
        ? query.where('applicationId', 'is', null)
        : query.where('applicationId', '=', applicationId);
  }
  const rows = await query
    .returning(['id', 'type', 'title', 'body', 'link', 'applicationId', 'createdAt'])
    .execute();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/** When the user was last e-mailed about this application (null: never). */
export async function lastNotificationEmailAt(
  db: Executor,
  userId: number,
  applicationId: number | null,
): Promise<Date | null> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('emailedAt').as('last'))
    .where('userId', '=', userId);
  query =
    applicationId === null
      ? query.where('applicationId', 'is', null)
      : query.where('applicationId', '=', applicationId);
  const row = await query.executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** Users who have notifications waiting for their e-mail (the daily digest's list), of one type or any. */
export async function listUsersWithDueNotifications(
  db: Executor,
  type?: string,
): Promise<number[]> {
  let query = db
    .selectFrom('notifications')
    .select('userId')
    .distinct()
    .where('emailDue', '=', true);
  if (type !== undefined) query = query.where('type', '=', type);
  const rows = await query.orderBy('userId').execute();
  return rows.map((row) => row.userId);
}
