import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      userId: request.user?.id,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}
