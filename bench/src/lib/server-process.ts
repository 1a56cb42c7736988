import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, SERVER_ENTRY, requireBuilt } from './paths';

export interface ServerProcess {
  /** Where clients connect (IPv4 loopback: Node and autocannon do not all try ::1 and 127.0.0.1 alike). */
  url: string;
  /** The public agent URL the server was configured with; mutations send it as their Origin (CSRF check). */
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy /api/health answer. */
  startupMs: number;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
  /** Resolves with the exit code (null when a signal ended it) once the process is gone. */
  exited: Promise<number | null>;
}

export interface StartServerOptions {
  /** Reuse a data dir (start-up on existing data); default: a fresh one under os.tmpdir(). */
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Command to run instead of the built server (`pnpm start`, the start-up reference). */
  command?: { file: string; args: string[] };
  /**
   * Run in a process group of its own and signal the whole group on stop: `pnpm start` is pnpm → turbo →
   * node, and a SIGTERM to pnpm alone would leave the server running.
   */
  processGroup?: boolean;
  /**
   * Where the server's stdout (its JSON log: a line per request at the default LOG_LEVEL=info) goes;
   * default: `stdout.log` in the data dir. A file, as a deployment's log collector would take it — not
   * /dev/null, which would make logging look free.
   */
  logFile?: string;
}

export function freshDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `uniguide-bench-${label}-`));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server (`node apps/server/dist/server.js`, as `pnpm start` runs it) on a free port with an
 * embedded database (unless `env.DATABASE_URL` is given), and waits for /api/health. It runs with the
 * settings it ships with — only its address, data dir and public URLs are given — so the bench measures
 * what ships; a caller that measures a tuned setting passes it in `env` and says so.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  if (!options.command) requireBuilt(SERVER_ENTRY);
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir('server');
  const url = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  // A developer's DATABASE_URL never leaks into a measured server; a caller that wants PostgreSQL says so.
  // Nor do their tuning variables: the measured server starts from the shipped defaults.
  const {
    DATABASE_URL: _database,
    LOG_LEVEL: _logLevel,
    NODE_ENV: _nodeEnv,
    NODE_OPTIONS: _nodeOptions,
    ...inherited
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The default for an embedded database, stated because a developer's shell may say otherwise.
    SEED_DEMO: 'true',
    PUBLIC_AGENT_URL: origin,
    PUBLIC_ADMIN_URL: `http://admin.localhost:${port}`,
    ...options.env,
  };
  const command = options.command ?? { file: process.execPath, args: [SERVER_ENTRY] };
  const started = performance.now();
  const stdout = openSync(options.logFile ?? join(dataDir, 'stdout.log'), 'w');
  const child = spawn(command.file, command.args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', stdout, 'pipe'],
    detached: options.processGroup ?? false,
  });
  const group = options.processGroup ?? false;
  // The child holds its own copy of the descriptor.
  closeSync(stdout);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  try {
    await waitHealthy(url, child, exited, options.timeoutMs ?? 300_000);
  } catch (error) {
    await terminate(child, exited, group);
    // A data dir made for this start is the caller's only after a successful start.
    if (!options.dataDir) removeDataDir(dataDir);
    const detail = stderr.trim() ? `\n${stderr.trim()}` : '';
    throw new Error(`${(error as Error).message}${detail}`, { cause: error });
  }
  const startupMs = performance.now() - started;
  return {
    url,
    origin,
    port,
    pid: child.pid!,
    dataDir,
    startupMs,
    stop: () => terminate(child, exited, group),
    exited,
  };
}

async function waitHealthy(
  url: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined || child.exitCode !== null) {
      throw new Error(
        `Server exited with code ${exitCode ?? child.exitCode} before it was healthy`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Server at ${url} was not healthy within ${timeoutMs} ms`);
}

async function terminate(
  child: ChildProcess,
  exited: Promise<number | null>,
  group: boolean,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const killTimer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  // The group leader may exit before its children: wait until no process of the group is left, so the
  // next start on the same data dir does not race the old server for it.
  while (group && child.pid && groupAlive(child.pid))
    await new Promise((resolve) => setTimeout(resolve, 50));
  clearTimeout(killTimer);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
