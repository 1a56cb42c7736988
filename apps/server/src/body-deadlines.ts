import type { IncomingMessage, Server } from 'node:http';
import { UPLOAD_STALLED_CODE, answerClientError, uploadStalledMessage } from './plugins/errors';

/**
 * The routes that take a file body. They have no total deadline: a body that keeps arriving may take
 * as long as it needs (a 10 MB scan over a weak link), one that stops for the idle limit ends 408.
 */
const UPLOAD_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/documents\/?$/ },
  { method: 'POST', path: /^\/api\/students\/[^/]+\/documents\/?$/ },
  { method: 'POST', path: /^\/api\/admin\/applications\/[^/]+\/university-documents\/?$/ },
  { method: 'POST', path: /^\/api\/applications\/[^/]+\/messages\/attachments\/?$/ },
  { method: 'POST', path: /^\/api\/uploads\/?$/ },
  { method: 'PATCH', path: /^\/api\/uploads\/[^/]+\/?$/ },
];

export function isUploadRequest(request: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  const path = (request.url ?? '').split('?')[0] ?? '';
  return UPLOAD_ROUTES.some((route) => route.method === request.method && route.path.test(path));
}

export interface BodyDeadlines {
  /** Every other request must have arrived whole within this (headers are Node's headersTimeout). */
  totalMs: number;
  /** An upload ends once no byte of it arrived for this long. */
  idleMs: number;
  /** How often the deadlines are checked. */
  checkEveryMs: number;
}

interface Watched {
  request: IncomingMessage;
  upload: boolean;
  started: number;
  bytesRead: number;
  lastProgress: number;
}

/**
 * The server's body deadlines (decision 018, docs/decisions/038-resumable-uploads.md), checked on one
 * timer for all requests: Node's own `requestTimeout` is one total for every request, which cut an
 * upload arriving steadily over a slow link, so it is off and this takes its place. Progress is the
 * socket's byte count; while the server itself holds the body back (the request's buffer full, the
 * route not reading yet) the client is not blamed. Ending a request answers 408 in the error shape
 * and closes the socket, which fails the route's body stream, so its spool goes at once.
 */
export function watchBodies(server: Server, deadlines: BodyDeadlines): void {
  const watched = new Set<Watched>();
  const check = () => {
    const now = Date.now();
    for (const entry of watched) {
      const { request } = entry;
      if (request.complete || request.destroyed) {
        watched.delete(entry);
        continue;
      }
      const bytesRead = request.socket.bytesRead;
      const heldBack = request.readableLength >= request.readableHighWaterMark;
      if (bytesRead !== entry.bytesRead || heldBack) {
        entry.bytesRead = bytesRead;
        entry.lastProgress = now;
      }
      const late = entry.upload
        ? now - entry.lastProgress >= deadlines.idleMs
        : now - entry.started >= deadlines.totalMs;
      if (!late) continue;
      watched.delete(entry);
      const error: NodeJS.ErrnoException = new Error(
        entry.upload
          ? uploadStalledMessage(Math.round(deadlines.idleMs / 1000))
          : 'Request timeout',
      );
      error.code = entry.upload ? UPLOAD_STALLED_CODE : 'ERR_HTTP_REQUEST_TIMEOUT';
      answerClientError(error, request.socket);
    }
  };
  const timer = setInterval(check, deadlines.checkEveryMs);
  timer.unref();
  server.on('close', () => clearInterval(timer));
  // Watched until the body is whole or the socket gone, even once answered: an answer sent before the
  // body was read (a refusal) leaves Node reading the rest, and that must not dribble on for ever.
  // Node emits 'request' before it marks even a bodiless request complete, and completes it within
  // the same read; one that is complete on the next tick is whole (its headers had Node's
  // headersTimeout) and is not held here. Held until the next check, every GET outlived the young
  // generation's collections. The parser decides, not the headers a handler sees.
  server.on('request', (request: IncomingMessage) => {
    const now = Date.now();
    const bytesRead = request.socket.bytesRead;
    process.nextTick(() => {
      if (request.complete || request.destroyed) return;
      watched.add({
        request,
        upload: isUploadRequest(request),
        started: now,
        bytesRead,
        lastProgress: now,
      });
    });
  });
}
