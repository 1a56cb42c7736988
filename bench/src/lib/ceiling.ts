import { fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';

/** What a measured client accepts: nothing (identity), brotli or gzip — one request header value. */
export type Encoding = 'identity' | 'br' | 'gzip';

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

/** The ceiling's key for a path asked for with an Accept-Encoding value (absent = identity). */
export function ceilingKey(path: string, acceptEncoding: string | undefined): string {
  return `${acceptEncoding ?? 'identity'} ${wireForm(path)}`;
}

export interface CeilingServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The ceiling: a bare Fastify route answering each recorded URL and Accept-Encoding (keyed by
 * ceilingKey) with the recorded response — headers and body, compressed bytes as recorded — from memory. No database, plugins, hooks or serialisation, so it is
 * the most this machine's Node and network stack can serve of those bytes.
 */
export async function startCeiling(
  responses: ReadonlyMap<string, RecordedResponse>,
): Promise<CeilingServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const encoding = request.headers['accept-encoding'];
    const recorded = responses.get(ceilingKey(request.url, encoding));
    if (!recorded) return reply.code(404).send();
    return reply.code(recorded.status).headers(recorded.headers).send(recorded.body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}

export interface CeilingProcess extends CeilingServer {
  pid: number;
  /** Adds a recorded answer under `key` (ceilingKey); resolves once the ceiling holds it. */
  record(key: string, response: RecordedResponse): Promise<void>;
}

/** The ceiling (startCeiling) in a child process of its own, whose CPU time /proc tells apart. */
export async function startCeilingProcess(): Promise<CeilingProcess> {
  const child = fork(new URL('./ceiling-process.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, () => void>();
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ceiling process exited with ${code}`)));
    child.on('message', (message: { url?: string; recorded?: string }) => {
      if (message.url) resolve(message.url);
      if (message.recorded) waiting.get(message.recorded)?.();
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid!,
    record: (key, response) =>
      new Promise<void>((resolve) => {
        waiting.set(key, () => {
          waiting.delete(key);
          resolve();
        });
        child.send({ key, response });
      }),
    close: async () => {
      if (child.exitCode === null) child.send('close');
      await exited;
    },
  };
}

/**
 * Fetches a URL once, as the load generator will ask for it — with `Accept-Encoding: <encoding>` — and
 * keeps the bytes as they came over the wire (compressed ones stay compressed; fetch would decode them)
 * with the headers the ceiling needs to replay them.
 */
export async function recordResponse(
  url: string,
  encoding: Encoding = 'identity',
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !PER_RESPONSE_HEADERS.has(name))
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.once('error', reject);
    request.end();
  });
}
