import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { SPOOL_PREFIX } from '../../src/storage/spool';
import { applicationForm, SAMPLE_FILES } from '../../src/storage/test-fixtures';
import { request, sessionTokenOf, type ServerProcess } from '../scale/cluster';

/**
 * Hostile and unlucky upload clients against a real server process: every refusal path, aborted and
 * stalled bodies, and slow-loris sockets. Shared by the descriptor-limit test and the fault suite.
 */

const BOUNDARY = '----uniguidehostile';

export interface UploadAnswer {
  status: number;
  body: string;
}

/** One multipart body: the fields, then (when given) the file. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

export interface SendOptions {
  /** Claimed Content-Length (default: the body's). */
  contentLength?: number;
  /** Send only this many bytes, then cut the connection. */
  abortAfter?: number;
  /** Send only this many bytes, then wait for the server (a stalled client). */
  stallAfter?: number;
}

/** POST /api/documents over a raw connection; resolves with the answer, or status 0 when cut off. */
export function sendUpload(
  server: ServerProcess,
  token: string,
  body: Buffer,
  options: SendOptions = {},
): Promise<UploadAnswer> {
  const url = new URL(server.origin);
  return new Promise((resolve) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/documents',
      agent: false,
      headers: {
        origin: server.origin,
        cookie: `${SESSION_COOKIE}=${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(options.contentLength ?? body.length),
      },
    });
    let settled = false;
    const settle = (answer: UploadAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => settle({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => settle({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', () => settle({ status: 0, body: '' }));
    req.on('close', () => setTimeout(() => settle({ status: 0, body: '' }), 50));
    const cut = options.abortAfter ?? options.stallAfter;
    if (cut === undefined) {
      req.end(body);
      return;
    }
    req.write(body.subarray(0, cut), () => {
      if (options.abortAfter !== undefined) setTimeout(() => req.destroy(), 20);
    });
  });
}

/** The demo agent's session, a second agent's, and an application of the demo agent. */
export async function uploadWorld(server: ServerProcess) {
  const login = await request(server, 'POST', '/api/login', {
    body: { username: 'agent@uniguide.test', password: 'agent-demo-pass' },
  });
  const token = sessionTokenOf(login);
  if (!token) throw new Error(`demo login failed: ${login.status}`);
  const other = await request(server, 'POST', '/api/register', {
    body: {
      username: `intruder-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Other',
      lastName: 'Agent',
      agencyName: 'Elsewhere',
      country: 'India',
      phoneNumber: '+91 98765 43210',
    },
  });
  const otherToken = sessionTokenOf(other);
  if (!otherToken) throw new Error(`register failed: ${other.status}`);
  const programs = (await (await request(server, 'GET', '/api/programs?limit=1')).json()) as Array<{
    id: number;
  }>;
  const created = await request(server, 'POST', '/api/applications', {
    token,
    body: { programId: programs[0]!.id, ...applicationForm() },
  });
  const application = (await created.json()) as { id: number };
  if (created.status !== 201) throw new Error(`application failed: ${created.status}`);
  return { token, otherToken, applicationId: application.id };
}

export type UploadWorld = Awaited<ReturnType<typeof uploadWorld>>;

/** The kinds of refused upload, each a body and what the server must answer. */
export function refusals(world: UploadWorld) {
  const fields = { applicationId: String(world.applicationId), documentType: 'passport' };
  return {
    type: {
      token: world.token,
      body: multipart(fields, { name: 'cv.pdf', data: Buffer.from('MZ\x90\x00 not a pdf at all') }),
      status: 415,
    },
    declaredSize: {
      token: world.token,
      body: multipart(fields, { name: 'cv.pdf', data: SAMPLE_FILES.pdf }),
      contentLength: 11 * 1024 * 1024,
      status: 413,
    },
    ownership: {
      token: world.otherToken,
      body: multipart(fields, { name: 'cv.pdf', data: SAMPLE_FILES.pdf }),
      status: 404,
    },
    badField: {
      token: world.token,
      body: multipart(
        { ...fields, applicationId: 'not-a-number' },
        { name: 'cv.pdf', data: SAMPLE_FILES.pdf },
      ),
      status: 400,
    },
    longField: {
      token: world.token,
      body: multipart(
        { ...fields, originalFilename: 'x'.repeat(20_000) },
        { name: 'cv.pdf', data: SAMPLE_FILES.pdf },
      ),
      status: 400,
    },
  } satisfies Record<
    string,
    { token: string; body: Buffer; status: number; contentLength?: number }
  >;
}

/** A file just over the 10 MB limit, read to its end before it is refused. */
export function oversizedBody(world: UploadWorld): Buffer {
  const data = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  return multipart({ applicationId: String(world.applicationId) }, { name: 'big.pdf', data });
}

/** A valid upload's body. */
export function validBody(world: UploadWorld): Buffer {
  return multipart(
    { applicationId: String(world.applicationId), documentType: 'passport' },
    { name: 'passport.pdf', data: SAMPLE_FILES.pdf },
  );
}

/** The process's open descriptors. */
export async function openDescriptors(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

/**
 * What the server process is doing, for a failure message: whether it still runs (or how it ended),
 * its open descriptors against the limit, its last warnings and errors, and its stderr.
 */
export async function serverState(server: ServerProcess, fdLimit?: number): Promise<string> {
  const ended = server.exitStatus();
  const descriptors = ended
    ? 'n/a'
    : await openDescriptors(server.pid).then(String, (error: unknown) => String(error));
  const warnings = server
    .logs()
    .filter((line) => line.level >= 40)
    .slice(-5)
    .map((line) => JSON.stringify(line).slice(0, 500));
  return [
    `server ${ended ? `ended (${ended})` : 'running'}`,
    `open descriptors ${descriptors}${fdLimit ? ` of ${fdLimit}` : ''}`,
    `last warnings/errors:${warnings.length ? `\n  ${warnings.join('\n  ')}` : ' none'}`,
    `stderr:${server.stderr().trim() ? `\n${server.stderr().trim().slice(-2000)}` : ' empty'}`,
  ].join('\n');
}

/** Upload spool folders left in the server's temp folder. */
export async function spoolFoldersIn(folder: string): Promise<string[]> {
  return (await readdir(folder).catch(() => [])).filter((name) => name.startsWith(SPOOL_PREFIX));
}

/** Polls `probe` until it is at most `target`, or the time runs out; answers the last value. */
export async function settlesTo(
  probe: () => Promise<number>,
  target: number,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (value > target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await probe();
  }
  return value;
}

/**
 * Opens `count` sockets that send half a request line and then nothing (slow-loris), from
 * `localAddress` (any 127.x.y.z address is this machine) when given.
 */
export async function slowLoris(
  server: ServerProcess,
  count: number,
  localAddress?: string,
): Promise<Socket[]> {
  const url = new URL(server.origin);
  const sockets: Socket[] = [];
  for (let index = 0; index < count; index += 1) {
    const socket = connect({ port: Number(url.port), host: url.hostname, localAddress });
    socket.on('error', () => {});
    // Reading lets a close by the server end the socket here too.
    socket.resume();
    socket.write('POST /api/documents HTTP/1.1\r\nHost: localhost\r\n');
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return sockets;
}

/** How many of the sockets the server still holds open. */
export function stillOpen(sockets: Socket[]): number {
  return sockets.filter((socket) => !socket.destroyed && !socket.readableEnded).length;
}
