import Fastify, { type FastifyInstance } from 'fastify';

export interface RecordedResponse {
  status: number;
  /**
   * Every header the server sent except those Node writes for each response itself (Date,
   * Connection, Keep-Alive, Content-Length, Transfer-Encoding): replayed, so the ceiling puts the same
   * bytes on the wire — security and caching headers included — and the ratio measures the work of
   * producing the answer, not the size of the answer.
   */
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers Node's HTTP server writes for every response on its own. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

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
 * response — headers and body — from memory. No database, plugins, hooks or serialisation, so it is
 * the most this machine's Node and network stack can serve of those bytes.
 */
export async function startCeiling(
  responses: ReadonlyMap<string, RecordedResponse>,
): Promise<CeilingServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const recorded = responses.get(wireForm(request.url));
    if (!recorded) return reply.code(404).send();
    return reply.code(recorded.status).headers(recorded.headers).send(recorded.body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

/**
 * Fetches a URL once, as the load generator will ask for it (no compression: fetch would otherwise
 * ask for it and hand back decoded bytes under a Content-Encoding header), and keeps what the
 * ceiling needs to replay it.
 */
export async function recordResponse(url: string): Promise<RecordedResponse> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return { status: response.status, headers, body };
}
