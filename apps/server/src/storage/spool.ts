import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '@uniguide/domain';
import { ownerTag, THIS_PROCESS, type ProcessOwner } from './process-owner';

export interface SpooledFile {
  path: string;
  /** The name the browser gave the part (display only; never used as a path). */
  filename: string | undefined;
  /** The part was longer than the multipart file limit and was cut off. */
  truncated: boolean;
}

export interface SpooledUpload {
  fields: Record<string, string>;
  file: SpooledFile | null;
  /** Removes the temporary copy; call it when the request is done, whatever happened. */
  cleanup(): Promise<void>;
}

/**
 * Spool folders are named after the process that owns them (pid and instance), so a start-up sweep
 * can tell a crashed process's leftovers from a live neighbour's (several processes may share one
 * temp folder) and from its own.
 */
export const SPOOL_PREFIX = 'uniguide-upload-';

export function spoolFolderPrefix(owner: ProcessOwner = THIS_PROCESS): string {
  return `${SPOOL_PREFIX}${ownerTag(owner)}-`;
}

const MULTIPART_LIMIT_CODES: Record<string, string> = {
  FST_FILES_LIMIT: 'Upload one file per request',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

/**
 * Reads a multipart upload whose fields may come before or after the file (the documented REST call sends
 * the file first): the file goes to a private temporary file, so memory stays flat, and the caller
 * sees every field before deciding anything. The multipart file limit caps what is written.
 */
export async function spoolMultipart(
  parts: AsyncIterableIterator<Multipart>,
  options: { request?: IncomingMessage; root?: string } = {},
): Promise<SpooledUpload> {
  const folder = await mkdtemp(join(options.root ?? tmpdir(), spoolFolderPrefix()));
  // A body that ends early (client gone, or its socket closed by the body timeout) must fail the
  // file being written: the multipart reader only ends it for a client abort, and a file stream
  // left open would keep this folder, and its descriptor, for ever.
  let current: Readable | null = null;
  const onClose = () => {
    if (options.request && !options.request.complete)
      current?.destroy(new AppError('BAD_REQUEST', 'The upload was interrupted'));
  };

  const upload: SpooledUpload = {
    fields: {},
    file: null,
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
  options.request?.once('close', onClose);
  // Gone before the first part was read: the multipart reader, attached after the close, would wait
  // for ever for parts that never come.
  if (options.request?.destroyed && !options.request.complete) {
    options.request.off('close', onClose);
    await upload.cleanup();
    throw new AppError('BAD_REQUEST', 'The upload was interrupted');
  }
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('BAD_REQUEST', `The field ${part.fieldname} is too long`);
        // The first value of a repeated field wins; later ones cannot override what was checked.
        if (!(part.fieldname in upload.fields) && typeof part.value === 'string') {
          upload.fields[part.fieldname] = part.value;
        }
        continue;
      }
      const path = join(folder, 'file');
      current = part.file;
      if (options.request?.destroyed && !options.request.complete) onClose();
      await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      current = null;
      upload.file = { path, filename: part.filename || undefined, truncated: part.file.truncated };
    }
  } catch (error) {
    await upload.cleanup();
    options.request?.off('close', onClose);
    const code = (error as { code?: string }).code;
    const message = code ? MULTIPART_LIMIT_CODES[code] : undefined;
    if (message) throw new AppError('BAD_REQUEST', message);
    throw error;
  }
  options.request?.off('close', onClose);
  return upload;
}
