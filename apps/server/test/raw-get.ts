import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real socket, bytes as they came (compressed ones stay compressed). */
function rawRequest(
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.once('error', reject);
    request.end();
  });
}

export const rawGet = (url: string, headers: Record<string, string> = {}) =>
  rawRequest('GET', url, headers);

export const rawHead = (url: string, headers: Record<string, string> = {}) =>
  rawRequest('HEAD', url, headers);
