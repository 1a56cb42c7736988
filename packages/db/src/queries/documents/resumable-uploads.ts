import { sql } from 'kysely';
import type { Executor } from '../../executor';
import type { ResumableUploadRow } from '../../schema';

export interface NewResumableUpload {
  id: string;
  userId: number;
  kind: ResumableUploadRow['kind'];
  fields: Record<string, unknown>;
  filename: string;
  size: number;
  expiresAt: Date;
}

export async function insertResumableUpload(
  db: Executor,
  upload: NewResumableUpload,
): Promise<void> {
  await db
    .insertInto('resumableUploads')
    .values({ ...upload, fields: JSON.stringify(upload.fields) })
    .execute();
}

/** The upload, when it is `userId`'s and has not expired. */
export async function findResumableUpload(
  db: Executor,
  id: string,
  options: { userId: number; now?: Date; forUpdate?: boolean },
): Promise<ResumableUploadRow | undefined> {
  let query = db
    .selectFrom('resumableUploads')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', options.userId)
    .where('expiresAt', '>', options.now ?? new Date());
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** How many unfinished, unexpired uploads `userId` holds, and the bytes they declare together. */
export async function partialUploadTotals(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('resumableUploads')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(size), 0)`.as('bytes')])
    .where('userId', '=', userId)
    .where('result', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** Holds the user's row so two creations at once cannot both pass the per-user caps. */
export async function lockUserForUploads(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function markResumableUploadFinished(
  db: Executor,
  id: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('resumableUploads')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', id)
    .execute();
}

export async function deleteResumableUpload(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('resumableUploads').where('id', '=', id).execute();
}

/** Expired uploads, oldest first, finished or not (the sweep removes their bytes and rows). */
export async function listExpiredResumableUploads(
  db: Executor,
  now: Date,
  limit = 500,
): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('resumableUploads')
    .select('id')
    .where('expiresAt', '<=', now)
    .orderBy('expiresAt')
    .limit(limit)
    .execute();
}
