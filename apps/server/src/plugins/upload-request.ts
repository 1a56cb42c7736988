import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { NodeRequest } from 'srvx/node';

/** The body's queue before the request is paused: one socket read. */
const BODY_HIGH_WATER_MARK = 64 * 1024;

/**
 * A request's body as a web stream that hands on the request's own chunks. `Readable.toWeb`, which
 * the tus library's request wrapper uses, copies every chunk into a new buffer (to detach it from
 * Node's small-buffer pool); a body chunk is a slice of its socket read, never pooled, and the
 * library only passes the chunks on to the store, so the copy is dropped: each byte of an upload
 * is allocated once instead of twice (docs/decisions/071-upload-body-without-copies.md). The rest
 * is as there: the request pauses while the queue holds a socket read, resumes when it is read,
 * and a body cut short fails the stream with an AbortError.
 */
export function bodyStreamOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        request.pause();
        request.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        });
        finished(request, { writable: false }, (error) => {
          if (settled) return;
          settled = true;
          if (!error) return controller.close();
          const premature = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
          controller.error(
            premature ? new DOMException('The request was aborted', 'AbortError') : error,
          );
        });
      },
      pull() {
        request.resume();
      },
      cancel(reason) {
        settled = true;
        request.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_HIGH_WATER_MARK }),
  );
}

/**
 * The tus library's own request wrapper (srvx's `NodeRequest`: URL, headers, the abort signal of a
 * closed connection, the Node request for our hooks) with the body above, made on first use.
 */
export function uploadRequestOf(req: IncomingMessage, res: ServerResponse): Request {
  const request = new NodeRequest({ req, res });
  let body: ReadableStream<Uint8Array> | null | undefined;
  Object.defineProperty(request, 'body', {
    configurable: true,
    get() {
      body ??= req.method === 'GET' || req.method === 'HEAD' ? null : bodyStreamOf(req);
      return body;
    },
  });
  return request;
}
