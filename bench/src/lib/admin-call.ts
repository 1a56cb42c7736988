import { request } from 'node:http';
import type { ServerProcess } from './server-process';

/** The admin the import sections sign in as (ADMIN_EMAIL / ADMIN_PASSWORD of their server). */
export const ADMIN = { username: 'bench-admin@bench.test', password: 'bench-Admin-42-long-secret' };

/** One call as the admin console makes it: the admin host, its Origin, the session cookie. */
export function adminCall(
  server: ServerProcess,
  path: string,
  body: unknown,
  cookie: string,
): Promise<{ status: number; cookie: string; text: string }> {
  const host = `admin.localhost:${server.port}`;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const set = response.headers['set-cookie'] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            cookie: set.map((line) => line.split(';')[0]).join('; ') || cookie,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}
