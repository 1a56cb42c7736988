import { queries, type DB, type Kysely } from '@uniguide/db';
import {
  AppError,
  MAX_UNSENT_ATTACHMENT_BYTES,
  UNSENT_ATTACHMENT_HOURS,
  unsentAttachmentsFullMessage,
  type UnsentAttachment,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type AuditActor, type Executor } from '../audit/audit';
import { storageHolding, type Storage } from '../storage/storage';
import { readableApplication } from '../applications/readable';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/** What the sweep writes in the audit log as its actor: the job queue, no user. */
const SWEEP_ACTOR: AuditActor = {
  user: null,
  meta: { ip: null, userAgent: 'unsent-attachment-sweep' },
};
const SWEEP_BATCH = 200;

/**
 * The caller's attachments on the application that no message carries yet (docs/product.md §7):
 * visible to their uploader alone until sent, so an upload whose message failed is never lost from
 * view. Another agency's application answers 404.
 */
export async function listUnsentAttachments(
  ctx: SignedInContext,
  applicationId: number,
): Promise<UnsentAttachment[]> {
  await readableApplication(ctx.db, ctx, applicationId);
  return queries.conversation.listUnsentAttachments(ctx.db, {
    applicationId,
    uploadedBy: ctx.user.id,
  });
}

/**
 * Removes one of the caller's unsent attachments, its bytes after the commit. A sent one, or anyone
 * else's, answers 404: it is no longer (or never was) theirs to remove.
 */
export async function deleteUnsentAttachment(
  ctx: SignedInContext,
  id: number,
): Promise<{ id: number }> {
  const removed = await ctx.db.transaction().execute(async (tx) => {
    const found = await queries.conversation.findUnsentAttachment(tx, id, ctx.user.id);
    if (!found || !(await queries.conversation.deleteUnsentAttachment(tx, id)))
      throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
    await writeAudit(tx, ctx, {
      action: 'message_attachment_deleted',
      resourceType: 'document',
      resourceId: id,
      previousData: { applicationId: found.applicationId, documentId: id },
    });
    return found;
  });
  await storageHolding(ctx.storage, removed.storageDriver)?.delete(removed.filename);
  return { id };
}

/**
 * The per-user bound on unsent attachments (MAX_UNSENT_ATTACHMENT_BYTES), checked before an upload
 * stores anything and again, with `adding` bytes, once its size is known. In a transaction it locks
 * the user's row, so two uploads at once cannot both slip under the bound.
 */
export async function assertUnsentRoom(db: Executor, userId: number, adding = 0): Promise<void> {
  await queries.users.lockUserRow(db, userId);
  const held = await queries.conversation.unsentAttachmentBytes(db, userId);
  // Before the upload (adding nothing) a full allowance refuses; after it, its bytes must fit.
  if (
    adding === 0 ? held >= MAX_UNSENT_ATTACHMENT_BYTES : held + adding > MAX_UNSENT_ATTACHMENT_BYTES
  ) {
    const message = unsentAttachmentsFullMessage();
    throw new AppError('CONFLICT', message, [{ path: 'file', message }]);
  }
}

/**
 * The job queue's sweep (docs/decisions/022-job-queue.md): attachments nobody sent within
 * UNSENT_ATTACHMENT_HOURS go, rows first (a message sent meanwhile keeps its file), then bytes.
 * Answers how many went.
 */
export async function sweepUnsentAttachments(
  db: Kysely<DB>,
  storage: Storage,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNSENT_ATTACHMENT_HOURS * 60 * 60 * 1000);
  let swept = 0;
  for (;;) {
    const stale = await queries.conversation.listStaleUnsentAttachments(db, before, SWEEP_BATCH);
    if (stale.length === 0) return swept;
    const gone = await db.transaction().execute(async (tx) => {
      const deleted: typeof stale = [];
      for (const row of stale)
        if (await queries.conversation.deleteUnsentAttachment(tx, row.id)) deleted.push(row);
      if (deleted.length > 0) {
        await writeAudit(tx, SWEEP_ACTOR, {
          action: 'unsent_attachments_swept',
          resourceType: 'document',
          resourceId: null,
          previousData: { documentIds: deleted.map((row) => row.id) },
        });
      }
      return deleted;
    });
    for (const row of gone) await storageHolding(storage, row.storageDriver)?.delete(row.filename);
    swept += gone.length;
    if (stale.length < SWEEP_BATCH) return swept;
  }
}
