import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { REQUEST_LOG_MESSAGE, requestLogFields } from './plugins/request-log';

/** Answers a request before Fastify routes it and says true, or says false to hand it to Fastify. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The place in front of Fastify where the catalogue cache answers the reads it has seen before
 * (docs/decisions/011-catalogue-cache.md) and the apps' hashed files are sent from memory
 * (docs/decisions/100-hashed-files-from-memory.md): empty — everything goes to Fastify — until those
 * plugins add their answers, asked in the order added, and emptied again when the app begins to close.
 */
export class Front {
  private answers: FrontAnswer[] = [];

  add(answer: FrontAnswer): void {
    this.answers.push(answer);
  }

  answer(request: IncomingMessage, response: ServerResponse): boolean {
    for (const answer of this.answers) if (answer(request, response)) return true;
    return false;
  }

  clear(): void {
    this.answers = [];
  }
}

/**
 * The log lines of a request the front answered, the same as Fastify's for a routed one: `debug`
 * "incoming request" (only the fault suite reads it) and the request line of request-log.ts, timed
 * from `startedMs` (performance.now()).
 */
export function logFrontAnswer(
  log: FastifyBaseLogger,
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  startedMs: number,
): void {
  log.debug({ reqId: id }, 'incoming request');
  log.info(
    {
      reqId: id,
      ...requestLogFields(
        request.method ?? 'GET',
        request.url ?? '/',
        response.statusCode,
        performance.now() - startedMs,
      ),
    },
    REQUEST_LOG_MESSAGE,
  );
}

/**
 * Fastify's plain HTTP/1.1 server with the front before its handler. Fastify builds its own server
 * from `options.http` and then sets its timeouts and request cap on it (fastify/lib/server.js); given
 * a factory, it leaves that to the factory, so they are set here the same way. One difference
 * remains: Fastify listens on every address of `localhost` only on a server it made itself, so
 * HOST=localhost listens on the first address the name resolves to (the default, 0.0.0.0, and any
 * address are unchanged).
 */
export function frontedServer(front: Front): FastifyServerFactory {
  return (handler, options): Server => {
    if (options.https || options.http2)
      throw new Error('the fronted server is plain HTTP/1.1: TLS ends at the proxy');
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!front.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number | null | undefined;
    if (maxRequestsPerSocket && maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
