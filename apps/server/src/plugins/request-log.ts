import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../log-redaction';

/** The message of every request's line, whichever path answered it. */
export const REQUEST_LOG_MESSAGE = 'request';

/**
 * The fields of a request's line besides the request id (the logger's `reqId` binding, or given
 * beside them by the cache's front, which answers without Fastify). The URL's single-use tokens are
 * replaced (log-redaction.ts).
 */
export function requestLogFields(
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
  userId?: number,
) {
  return {
    method,
    url: redactUrl(url),
    status,
    responseTime: Math.round(elapsedMs * 100) / 100,
    userId,
  };
}

/**
 * Fastify's request log, made lean: one line per answered request, at info, with method, URL,
 * status, milliseconds, request id (the logger's `reqId` binding) and the signed-in user's id — in
 * place of Fastify's two lines (incoming and completed) whose serialisers copy host, address and port
 * of every request, and its separate "route not found" line (a 404 is such a line). The destination
 * is asynchronous (server.ts), so a busy catalogue does not wait on its log
 * (docs/decisions/028-request-logging.md).
 */
export class LeanRequestLog extends LogController {
  /** Only at debug (the fault suite's SIGTERM scenario waits for it); at info a request is one line. */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug('incoming request');
  }

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLogFields(
      request.method,
      request.url,
      reply.statusCode,
      reply.elapsedTime,
      request.user?.id,
    );
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, REQUEST_LOG_MESSAGE);
  }
}
