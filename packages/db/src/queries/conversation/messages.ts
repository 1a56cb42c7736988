import { sql } from 'kysely';
import type {
  ApplicationMessage,
  MessageAttachment,
  MessageSide,
  UniversityDocument,
  UnsentAttachment,
  UniversityDocumentType,
} from '@uniguide/domain';
import type { Executor } from '../../executor';
import { PENDING_STORAGE_DRIVER } from '../documents/documents';
import { ownedByRaw, type OwnerScope } from '../../owner-scope';

export async function insertMessage(
  db: Executor,
  values: { applicationId: number; authorId: number; side: MessageSide; body: string },
): Promise<number> {
  const row = await db
    .insertInto('applicationMessages')
    // clock_timestamp: a message that waited for the application's lock was sent later.
    .values({ ...values, createdAt: sql<Date>`clock_timestamp()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Attachments the sender uploaded to this application and not yet sent, locked; the ones found are
 * attached to the message. Answers the ids attached.
 */
export async function attachToMessage(
  db: Executor,
  values: { messageId: number; applicationId: number; uploadedBy: number; documentIds: number[] },
): Promise<number[]> {
  if (values.documentIds.length === 0) return [];
  const rows = await db
    .updateTable('documents')
    .set({ messageId: values.messageId, updatedAt: new Date() })
    .where('id', 'in', values.documentIds)
    .where('category', '=', 'message')
    .where('messageId', 'is', null)
    .where('applicationId', '=', values.applicationId)
    .where('uploadedBy', '=', values.uploadedBy)
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

interface MessageRow {
  id: number;
  applicationId: number;
  authorId: number | null;
  side: MessageSide;
  body: string;
  createdAt: Date;
  readAt: Date | string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorUsername: string | null;
}

/** How many of the thread's messages came before `messageId`: its offset in the thread's pages. */
export async function messagePosition(
  db: Executor,
  applicationId: number,
  messageId: number,
): Promise<number> {
  const row = await db
    .selectFrom('applicationMessages')
    .select((eb) => eb.fn.countAll<string>().as('before'))
    .where('applicationId', '=', applicationId)
    .where('id', '<', messageId)
    .executeTakeFirstOrThrow();
  return Number(row.before);
}

/** A page of an application's thread, oldest first, with each message's attachments. */
export async function listMessages(
  db: Executor,
  applicationId: number,
  window: { limit: number; offset: number },
): Promise<{ items: ApplicationMessage[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('applicationMessages as m')
      .leftJoin('users as u', 'u.id', 'm.authorId')
      .select([
        'm.id',
        'm.applicationId',
        'm.authorId',
        'm.side',
        'm.body',
        'm.createdAt',
        'm.readAt',
        'u.firstName as authorFirstName',
        'u.lastName as authorLastName',
        'u.username as authorUsername',
      ])
      .where('m.applicationId', '=', applicationId)
      .orderBy('m.id', 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute() as Promise<MessageRow[]>,
    db
      .selectFrom('applicationMessages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('applicationId', '=', applicationId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const attachments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('documents')
          .select(['id', 'messageId', 'originalFilename', 'fileSize', 'mimeType'])
          .where('messageId', 'in', ids)
          .where('storageDriver', '!=', PENDING_STORAGE_DRIVER)
          .orderBy('id')
          .execute();
  const byMessage = new Map<number, MessageAttachment[]>();
  for (const attachment of attachments) {
    const list = byMessage.get(attachment.messageId!) ?? [];
    list.push({
      id: attachment.id,
      originalFilename: attachment.originalFilename,
      fileSize: attachment.fileSize,
      mimeType: attachment.mimeType,
    });
    byMessage.set(attachment.messageId!, list);
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      authorId: row.authorId,
      authorName:
        [row.authorFirstName, row.authorLastName].filter(Boolean).join(' ') ||
        row.authorUsername ||
        'Former user',
      side: row.side,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
      attachments: byMessage.get(row.id) ?? [],
    })),
    total: Number(total.count),
  };
}

/** Marks the other side's unread messages of the thread read; answers their ids. */
export async function markMessagesRead(
  db: Executor,
  applicationId: number,
  readerSide: MessageSide,
): Promise<number[]> {
  const rows = await db
    .updateTable('applicationMessages')
    .set({ readAt: sql<Date>`clock_timestamp()` })
    .where('applicationId', '=', applicationId)
    .where('side', '!=', readerSide)
    .where('readAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Unread messages for a reader: the other side's, on the applications in `owner`'s scope
 * (undefined: every application, for admins). application_messages_unread_idx holds only unread rows.
 */
export async function countUnreadMessages(
  db: Executor,
  readerSide: MessageSide,
  owner: OwnerScope | undefined,
): Promise<number> {
  const result = await sql<{ count: string }>`
    select count(*) as count
    from application_messages m
    ${owner === undefined ? sql`` : sql`join applications a on a.id = m.application_id`}
    where m.read_at is null and m.side <> ${readerSide}
      and ${ownedByRaw('a.user_id', owner)}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Unread messages per listed application, for one side. */
export async function unreadMessageCounts(
  db: Executor,
  applicationIds: readonly number[],
  readerSide: MessageSide,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(applicationIds.map((id) => [id, 0]));
  if (applicationIds.length === 0) return counts;
  const rows = await db
    .selectFrom('applicationMessages')
    .select(['applicationId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('applicationId', 'in', [...applicationIds])
    .where('side', '!=', readerSide)
    .where('readAt', 'is', null)
    .groupBy('applicationId')
    .execute();
  for (const row of rows) counts.set(row.applicationId, Number(row.count));
  return counts;
}

/** Files from the university on an application, newest first. */
export async function listUniversityDocuments(
  db: Executor,
  applicationId: number,
  window: { limit: number; offset: number },
): Promise<{ items: UniversityDocument[]; total: number }> {
  const stored = db
    .selectFrom('documents')
    .where('applicationId', '=', applicationId)
    .where('category', '=', 'university')
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER);
  const [rows, total] = await Promise.all([
    stored
      .select([
        'id',
        'applicationId',
        'universityDocumentType',
        'originalFilename',
        'fileSize',
        'mimeType',
        'uploadedAt',
        'uploadedBy',
      ])
      .orderBy('uploadedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    stored.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId!,
    universityDocumentType: row.universityDocumentType as UniversityDocumentType,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
  }));
  return { items, total: Number(total.count) };
}

function unsent(db: Executor) {
  return db
    .selectFrom('documents')
    .where('category', '=', 'message')
    .where('messageId', 'is', null)
    .where('storageDriver', '!=', PENDING_STORAGE_DRIVER);
}

/** The uploader's unsent attachments on one application, oldest first. */
export async function listUnsentAttachments(
  db: Executor,
  values: { applicationId: number; uploadedBy: number },
): Promise<UnsentAttachment[]> {
  const rows = await unsent(db)
    .select(['id', 'applicationId', 'originalFilename', 'fileSize', 'mimeType', 'uploadedAt'])
    .where('applicationId', '=', values.applicationId)
    .where('uploadedBy', '=', values.uploadedBy)
    .orderBy('uploadedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId!,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** Bytes of every unsent attachment the user uploaded, on any application. */
export async function unsentAttachmentBytes(db: Executor, uploadedBy: number): Promise<number> {
  const row = await unsent(db)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('fileSize'), sql<string>`0`).as('bytes'))
    .where('uploadedBy', '=', uploadedBy)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** One unsent attachment of the uploader's, locked; undefined once sent, or for anyone else. */
export async function findUnsentAttachment(
  db: Executor,
  id: number,
  uploadedBy: number,
): Promise<
  { id: number; filename: string; storageDriver: string; applicationId: number } | undefined
> {
  const row = await unsent(db)
    .select(['id', 'filename', 'storageDriver', 'applicationId'])
    .where('id', '=', id)
    .where('uploadedBy', '=', uploadedBy)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, applicationId: row.applicationId! } : undefined;
}

/** Unsent attachments uploaded before `before`, any uploader, a bounded batch at a time. */
export async function listStaleUnsentAttachments(
  db: Executor,
  before: Date,
  limit: number,
): Promise<Array<{ id: number; filename: string; storageDriver: string }>> {
  return unsent(db)
    .select(['id', 'filename', 'storageDriver'])
    .where('uploadedAt', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes an attachment row only while it is still unsent; answers whether it did. */
export async function deleteUnsentAttachment(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('category', '=', 'message')
    .where('messageId', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
