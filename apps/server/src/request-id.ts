import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A proxy's x-request-id is kept (so logs line up across hops) when it looks like an id; else a new one. */
export function requestId(request: { headers: IncomingHttpHeaders }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
