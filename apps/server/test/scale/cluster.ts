import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../../src/plugins/session';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * How long a server started from sources may take to listen: a first start (initdb, migrations, the
 * demo seed) compiled by tsx on a loaded 2-core machine has taken over 120 s. Start-up time is the
 * bench's to measure, not these tests'.
 */
const START_TIMEOUT_MS = 220_000;
const STOP_TIMEOUT_MS = 20_000;

/** A port nothing listens on (bound, then released), for pointing a client at a dead service. */
export function closedPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** `url` with the schema every connection starts in, as `createTestDatabase` isolates test schemas. */
export function databaseUrlForSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema},public`);
  return parsed.toString();
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The server's own process id (for /proc/<pid>/fd). */
  pid: number;
  /** The process's JSON log lines so far. */
  logs(): Array<{ level: number; msg: string }>;
  /** The last of what the process wrote to stderr. */
  stderr(): string;
  /** How the process ended (`exit code 1`, `signal SIGKILL`), or undefined while it runs. */
  exitStatus(): string | undefined;
  /** SIGTERM, then waits for the graceful shutdown. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/**
 * Starts `src/server.ts` (through tsx, so no build is needed) as its own process with exactly the given
 * environment plus PATH, on a free port, and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string>,
  options: { fdLimit?: number } = {},
): Promise<ServerProcess> {
  const node = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  // `exec` keeps the shell's process id, so `pid` is the server's own under the descriptor limit.
  const [command, ...args] = options.fdLimit
    ? ['/bin/sh', '-c', `ulimit -n ${options.fdLimit} && exec "$@"`, 'sh', ...node]
    : node;
  const child = spawn(command!, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<{ level: number; msg: string }> = [];
  let stderr = '';
  let pending = '';
  let exitStatus: string | undefined;
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  child.once('exit', (code, signal) => {
    exitStatus = signal ? `signal ${signal}` : `exit code ${code}`;
  });

  // What a failed start left: a failed start is logged as JSON on stdout (the fatal line carries the
  // error), a bad environment goes to stderr.
  const lastOutput = () =>
    [...lines.slice(-3).map((line) => JSON.stringify(line)), pending, stderr]
      .filter(Boolean)
      .join('\n');
  const origin = await new Promise<string>((resolveOrigin, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not listen within ${START_TIMEOUT_MS} ms\n${lastOutput()}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        if (!line.startsWith('{')) continue;
        let entry: { level: number; msg: string };
        try {
          entry = JSON.parse(line) as { level: number; msg: string };
        } catch {
          continue;
        }
        lines.push(entry);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(entry.msg);
        if (listening?.[1]) {
          clearTimeout(timer);
          resolveOrigin(listening[1]);
        }
      }
    });
    // 'close', not 'exit': by then everything the process wrote has been read.
    child.once('close', () => {
      clearTimeout(timer);
      reject(new Error(`server ended (${exitStatus}) before listening\n${lastOutput()}`));
    });
  });

  return {
    origin,
    pid: child.pid ?? 0,
    logs: () => lines,
    stderr: () => stderr,
    exitStatus: () => exitStatus,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(killer);
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  form?: FormData;
  token?: string;
  /** The client address the server sees (it runs with TRUST_PROXY=true). */
  ip?: string;
}

/** A same-origin call as the apps make it: Origin of the server itself, JSON or multipart, cookie. */
export function request(
  server: ServerProcess,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: server.origin };
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
}

/** The session token a response set, or undefined. */
export function sessionTokenOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name === SESSION_COOKIE && value) return value;
  }
  return undefined;
}
