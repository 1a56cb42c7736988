import type { FastifyReply } from 'fastify';

/**
 * Whether a payload is a fetch Response (what tRPC's adapter hands Fastify). Checked by tag, not
 * `instanceof`, so a Response from another copy of undici counts too.
 */
export function isFetchResponse(payload: unknown): payload is Response {
  return Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * The content type an answer will go out with. A fetch Response's headers reach the reply only after
 * the onSend hooks, so in one of them its own header is the one to read.
 */
export function contentTypeOf(reply: FastifyReply, payload: unknown): string | undefined {
  const type = reply.getHeader('content-type');
  if (type !== undefined) return String(type);
  return isFetchResponse(payload) ? (payload.headers.get('content-type') ?? undefined) : undefined;
}
