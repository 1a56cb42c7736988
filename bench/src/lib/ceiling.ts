import Fastify, { type FastifyInstance } from 'fastify';

export interface RecordedResponse {
  status: number;
  contentType: string;
  /** Headers a client reads (X-Total-Count), replayed so the ceiling sends what the server sends. */
  extraHeaders: Record<string, string>;
  body: Buffer;
}

/**
 * The form a path takes on the wire: load generators send URLs through WHATWG URL parsing, which
 * percent-encodes characters such as `'` in the query ("Bachelor's Degree" → `Bachelor%27s`), so a
 * recorded path is stored, and a request looked up, in that form.
 */
export function wireForm(path: string): string {
  const url = new URL(path, 'http://ceiling.invalid');
  return `${url.pathname}${url.search}`;
}

export interface CeilingServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The ceiling: a bare Fastify route answering each recorded URL (keyed by wireForm) with the recorded
 * bytes from memory. No database, plugins or serialisation, so it is the most this machine's Node and
 * network stack can serve.
 */
export async function startCeiling(
  responses: ReadonlyMap<string, RecordedResponse>,
): Promise<CeilingServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const recorded = responses.get(wireForm(request.url));
    if (!recorded) return reply.code(404).send();
    return reply
      .code(recorded.status)
      .headers(recorded.extraHeaders)
      .type(recorded.contentType)
      .send(recorded.body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

/** Fetches a URL once and keeps what the ceiling needs to replay it. */
export async function recordResponse(url: string): Promise<RecordedResponse> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const extraHeaders: Record<string, string> = {};
  const total = response.headers.get('x-total-count');
  if (total !== null) extraHeaders['x-total-count'] = total;
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    extraHeaders,
    body,
  };
}
