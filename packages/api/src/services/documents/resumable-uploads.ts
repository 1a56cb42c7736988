import type { Readable } from 'node:stream';
import { queries, type DB, type Kysely, type ResumableUploadRow } from '@uniguide/db';
import { AppError, MAX_UPLOAD_BYTES, ZResumableUploadMetadata } from '@uniguide/domain';
import type { Context } from '../../context';
import { requireSignedIn } from '../../access';
import { checkUploadTarget, registerUpload, type RegisteredUpload } from './upload';
import { fileTooLarge } from '../storage/storage';

/**
 * Resumable uploads (docs/decisions/038-resumable-uploads.md): the rules around the tus protocol,
 * which the server's upload plugin speaks. An upload belongs to the user who started it; its target
 * is checked when it starts and again, with the bytes, when it finishes, by the same step as a
 * one-shot upload (`registerUpload`).
 */

export const UPLOAD_NOT_FOUND_MESSAGE = 'Upload not found';
export const UPLOAD_NOT_COMPLETE_MESSAGE = 'This upload has not received all of its bytes yet';
export const UPLOAD_ALREADY_FINISHED_MESSAGE = 'This upload has already become a document';

export function tooManyPartialUploads(maxCount: number): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `You have ${maxCount} unfinished uploads. Finish or cancel one before starting another.`,
  );
}

export const PARTIAL_BYTES_MESSAGE =
  'Your unfinished uploads are too large together. Finish or cancel one before starting another.';

export interface ResumableUploadLimits {
  /** Unfinished uploads one user may hold. */
  maxCount: number;
  /** Bytes one user's unfinished uploads may declare together. */
  maxBytes: number;
  /** How long an upload may take before the sweep removes it. */
  expiryMs: number;
}

function parseMetadata(metadata: Record<string, string | null | undefined>) {
  const present = Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => entry[1] != null),
  );
  const parsed = ZResumableUploadMetadata.safeParse(present);
  if (!parsed.success) {
    throw new AppError(
      'BAD_REQUEST',
      'Invalid upload',
      parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    );
  }
  const { kind, filename, ...fields } = parsed.data;
  return { kind, filename, fields: fields as Record<string, string> };
}

/**
 * Records a new upload of `size` bytes for the signed-in user, once its target would be accepted
 * and the user's caps leave room. Nothing is stored yet; the bytes follow.
 */
export async function startResumableUpload(
  context: Context,
  input: { id: string; size: number; metadata: Record<string, string | null | undefined> },
  limits: ResumableUploadLimits,
): Promise<void> {
  const ctx = requireSignedIn(context);
  if (input.size > MAX_UPLOAD_BYTES) throw fileTooLarge(MAX_UPLOAD_BYTES);
  const { kind, filename, fields } = parseMetadata(input.metadata);
  await checkUploadTarget(ctx, kind, fields, filename);
  await ctx.db.transaction().execute(async (tx) => {
    await queries.documents.lockUserForUploads(tx, ctx.user.id);
    const totals = await queries.documents.partialUploadTotals(tx, ctx.user.id);
    if (totals.count >= limits.maxCount) throw tooManyPartialUploads(limits.maxCount);
    if (totals.bytes + input.size > limits.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', PARTIAL_BYTES_MESSAGE);
    }
    await queries.documents.insertResumableUpload(tx, {
      id: input.id,
      userId: ctx.user.id,
      kind,
      fields,
      filename,
      size: input.size,
      expiresAt: new Date(Date.now() + limits.expiryMs),
    });
  });
}

function uploadNotFound(): AppError {
  return new AppError('NOT_FOUND', UPLOAD_NOT_FOUND_MESSAGE);
}

/** The signed-in user's own, unexpired upload; anyone else's (an admin's too) is a 404. */
export async function findOwnResumableUpload(
  context: Context,
  id: string,
): Promise<ResumableUploadRow> {
  const ctx = requireSignedIn(context);
  const upload = await queries.documents.findResumableUpload(ctx.db, id, { userId: ctx.user.id });
  if (!upload) throw uploadNotFound();
  return upload;
}

/**
 * Turns the finished upload into a document through the one upload step, and notes the result on
 * the upload in the same transaction: asked again (a client that lost the final answer), it answers
 * the same document rather than making a second one.
 */
export async function finishResumableUpload(
  context: Context,
  id: string,
  open: () => Promise<Readable>,
  /** Where the finished bytes lie on this machine, when they do (the disk store). */
  path?: string,
): Promise<RegisteredUpload> {
  const ctx = requireSignedIn(context);
  const upload = await findOwnResumableUpload(ctx, id);
  if (upload.result) return upload.result as unknown as RegisteredUpload;
  const stream = await open();
  return registerUpload(
    ctx,
    upload.kind,
    upload.fields,
    { stream, filename: upload.filename, ...(path ? { path } : {}) },
    {
      onRecorded: async (tx, result) => {
        const current = await queries.documents.findResumableUpload(tx, id, {
          userId: ctx.user.id,
          forUpdate: true,
        });
        if (!current) throw uploadNotFound();
        if (current.result) throw new AppError('CONFLICT', UPLOAD_ALREADY_FINISHED_MESSAGE);
        await queries.documents.markResumableUploadFinished(tx, id, { ...result });
      },
    },
  );
}

/** Forgets an upload (cancelled, or refused when it finished); its bytes are the caller's to remove. */
export async function forgetResumableUpload(context: Context, id: string): Promise<void> {
  await queries.documents.deleteResumableUpload(context.db, id);
}

/** Where the bytes of resumable uploads live, as the sweep needs it. */
export interface PartialUploadStore {
  /** Removes an upload's bytes; one already gone is not an error. */
  remove(id: string): Promise<void>;
}

/**
 * The job queue's sweep: every upload past its expiry, finished or not, loses its bytes and its
 * row. Bytes first, so a failure leaves the row for the next run to try again.
 */
export async function sweepExpiredResumableUploads(
  db: Kysely<DB>,
  store: PartialUploadStore,
  now = new Date(),
): Promise<number> {
  let swept = 0;
  for (;;) {
    const expired = await queries.documents.listExpiredResumableUploads(db, now);
    for (const { id } of expired) {
      await store.remove(id);
      await queries.documents.deleteResumableUpload(db, id);
      swept += 1;
    }
    if (expired.length < 500) return swept;
  }
}
