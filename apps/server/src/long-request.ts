import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request whose answer may take longer than the idle-socket timeout (a catalogue import of tens of
 * thousands of rows): its socket is not closed for silence while the server works, and gets its
 * timeout back once the answer is sent. Called from the handler, so only a request that passed its
 * route's checks and whose body has arrived holds a socket this way.
 */
export function keepSocketWhileAnswering(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  const timeout = socket.timeout;
  if (!timeout) return;
  socket.setTimeout(0);
  reply.raw.once('close', () => {
    if (!socket.destroyed) socket.setTimeout(timeout);
  });
}
