import { Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';

/** Enough for file-type to recognise every format it knows; PDF, PNG, JPEG and GIF need far less. */
const SNIFF_BYTES = 4100;

/**
 * Reads the first bytes of `source` and detects the real file type from them (never the client's
 * MIME type). Answers the type and a stream that replays those bytes followed by the rest, so the
 * caller can still store the whole file without buffering it.
 */
export async function sniffFileType(
  source: Readable,
): Promise<{ type: FileTypeResult | undefined; stream: Readable }> {
  // Manual next() calls (unlike for-await with break) leave the source open for the replay below.
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    head.push(chunk);
    headBytes += chunk.length;
  }
  const prefix = Buffer.concat(head);
  const type = await fileTypeFromBuffer(prefix.subarray(0, SNIFF_BYTES));

  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (prefix.length > 0) yield prefix;
      if (done) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // Reached on completion, error or early destroy: releases (destroys) the source.
      await iterator.return?.();
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  // Destroying the replay before it was ever read must still release the source.
  stream.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { type, stream };
}
