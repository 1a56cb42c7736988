import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request before Fastify routes it and says true, or says false to hand it to Fastify. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

const handToFastify: FrontAnswer = () => false;

/**
 * The place in front of Fastify where the catalogue cache answers the reads it has seen before
 * (docs/decisions/011-catalogue-cache.md): empty — everything goes to Fastify — until the cache plugin
 * fills it, and emptied again when the app begins to close.
 */
export class Front {
  answer: FrontAnswer = handToFastify;

  clear(): void {
    this.answer = handToFastify;
  }
}

/**
 * Fastify's HTTP server with the front before its handler. Fastify builds its own server with
 * `options.http` and then sets these three timeouts on it (fastify/lib/server.js); with a factory it
 * leaves that to the factory, so they are set here the same way.
 */
export function frontedServer(front: Front): FastifyServerFactory {
  return (handler, options): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!front.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
