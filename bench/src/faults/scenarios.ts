import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrottleProxy, type ThrottleProxy } from '@uniguide/server/throttle-proxy';
import { Upload } from 'tus-js-client';
import { ApiClient } from '../lib/api-client';
import {
  applicationFields,
  createApplication,
  pdfOfSize,
  signedInAgent,
  uploadForm,
} from '../lib/fixtures';
import { SERVER_ENTRY } from '../lib/paths';
import {
  freshDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from '../lib/server-process';
import type { OwnCluster } from './postgres-cluster';

export interface Figure {
  scenario: string;
  name: string;
  value: number | string | boolean;
  /** Whether the figure meets its goal; undefined for figures with no goal. */
  pass?: boolean;
}

export interface FaultOptions {
  /** The CI form: shorter load windows. */
  short: boolean;
  /**
   * A data dir the built server created, migrated and seeded on its first start, then left (see
   * `embeddedTemplate`): scenarios about a running or restarted server start from a copy of it rather
   * than creating a new embedded database each (minutes on a loaded 2-core machine). Unset: from nothing.
   */
  template?: string;
}

/**
 * Starts the built server once on a fresh data dir (its first start: creating, migrating and seeding
 * the embedded database), stops it and keeps the folder as the scenarios' template.
 */
export async function embeddedTemplate(): Promise<string> {
  // A first start: on a loaded machine it takes minutes.
  const server = await startServer({ timeoutMs: 900_000 });
  await server.stop();
  rmSync(join(server.dataDir, 'stdout.log'), { force: true });
  return server.dataDir;
}

/** A new data dir: a copy of the template when there is one, else empty (the server's first start). */
function scenarioDataDir(options: FaultOptions, label: string): string {
  const dataDir = freshDataDir(label);
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  return dataDir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh agent of the scenario `label`, signed in on `server`, with the first program. */
const faultsAgent = (server: ServerProcess, label: string) =>
  signedInAgent(server, `faults-${label}-${Date.now()}@bench.test`);

/** Writers creating applications until `until()`; every acknowledged id is kept. */
async function writeLoad(
  client: ApiClient,
  programId: number,
  until: () => boolean,
  writers = 4,
  /** Where the times of successful writes go (the caller may watch them while the load runs). */
  successes: number[] = [],
  /**
   * Where this load's student numbers start: two loads of one agency number their students apart,
   * or the second would apply again for the first's students (a duplicate, refused with 409).
   */
  firstSeq = 0,
): Promise<{ acknowledged: number[]; failures: number[]; successes: number[] }> {
  const acknowledged: number[] = [];
  const failures: number[] = [];
  let seq = firstSeq;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (!until()) {
        seq += 1;
        try {
          const created = await client.post<{ id: number }>(
            '/api/applications',
            applicationFields(programId, seq),
          );
          acknowledged.push(created.body.id);
          successes.push(performance.now());
        } catch {
          failures.push(performance.now());
          await sleep(50);
        }
      }
    }),
  );
  return { acknowledged, failures, successes };
}

async function lostOf(client: ApiClient, ids: number[]): Promise<number> {
  let lost = 0;
  for (const id of ids) {
    const answer = await client.get(`/api/applications/${id}`, { expect: [200, 404] });
    if (answer.status === 404) lost += 1;
  }
  return lost;
}

export async function postgresRestart(
  cluster: OwnCluster,
  options: FaultOptions,
): Promise<Figure[]> {
  const scenario = 'PostgreSQL restarted under write load';
  const server = await startServer({ env: { DATABASE_URL: cluster.url, SEED_DEMO: 'true' } });
  try {
    const { client, program } = await faultsAgent(server, 'pg');
    const end = performance.now() + (options.short ? 6_000 : 15_000);
    // The load runs its window and then on until a write succeeds after the restart (at most a
    // minute), so a slow machine's late recovery is measured rather than cut off as "never".
    let restartAt = Number.POSITIVE_INFINITY;
    const successes: number[] = [];
    const load = writeLoad(
      client,
      program.id,
      () => {
        const now = performance.now();
        if (now <= end) return false;
        const recovered = successes.some((at) => at > restartAt);
        return recovered || now > restartAt + 60_000;
      },
      4,
      successes,
    );
    await sleep(options.short ? 2_000 : 5_000);
    restartAt = performance.now();
    cluster.restart();
    const result = await load;
    const firstFailure = result.failures.find((at) => at >= restartAt) ?? restartAt;
    const recovered = result.successes.find((at) => at > firstFailure);
    const lost = await lostOf(client, result.acknowledged);
    return [
      { scenario, name: 'acknowledged writes', value: result.acknowledged.length },
      { scenario, name: 'failed attempts during the restart', value: result.failures.length },
      {
        scenario,
        name: 'recovery seconds',
        value: recovered ? Number(((recovered - restartAt) / 1000).toFixed(2)) : 'never',
        pass: recovered !== undefined,
      },
      { scenario, name: 'acknowledged writes lost', value: lost, pass: lost === 0 },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

/** A request whose headers and first part of its body are sent; `finish()` sends the rest. */
interface HeldRequest {
  id: string;
  finish(): void;
  /** The status the server answered, or the error that ended the request. */
  answer: Promise<number>;
}

function holdRequest(
  server: ServerProcess,
  id: string,
  path: string,
  cookie: string,
  body: Buffer,
  contentType: string,
): HeldRequest {
  const call = httpRequest({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path,
    headers: {
      host: `localhost:${server.port}`,
      origin: server.origin,
      cookie,
      'content-type': contentType,
      'content-length': body.length,
      'x-request-id': id,
    },
  });
  const answer = new Promise<number>((resolve, reject) => {
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
  });
  // Awaited only after the shutdown; until then a refused request must not end the whole run.
  answer.catch(() => undefined);
  // Most of the body now, the last bytes on finish(): the server is handling the request until then.
  const held = Math.max(1, Math.min(64 * 1024, Math.floor(body.length / 2)));
  call.write(body.subarray(0, body.length - held));
  return { id, answer, finish: () => call.end(body.subarray(body.length - held)) };
}

interface LogLine {
  msg?: string;
  /** The process id the server sees itself as (pino's field). */
  pid?: number;
  reqId?: string;
  /** The answered status, on the request log's one line per request. */
  status?: number;
}

function logLines(file: string): LogLine[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

async function untilLogged(
  file: string,
  what: string,
  test: (lines: LogLine[]) => boolean,
): Promise<LogLine[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lines = logLines(file);
    if (test(lines)) return lines;
    if (Date.now() > deadline) throw new Error(`the server never logged ${what}`);
    await sleep(25);
  }
}

/**
 * SIGTERM lands while requests are known to be in flight: ten POSTs (five document uploads, five new
 * applications) whose headers and most of their bodies have arrived, as the server's own request log
 * says, and whose last bytes are sent only after the server has logged that it is shutting down. A
 * graceful close finishes every one of them (2xx, and logged as completed) and exits 0. Nothing here
 * depends on timing, so the figure does not vary with machine load.
 */
export async function sigtermDuringTraffic(options: FaultOptions): Promise<Figure[]> {
  const scenario = 'SIGTERM during traffic';
  const logFile = join(tmpdir(), `uniguide-faults-sigterm-${process.pid}-${Date.now()}.log`);
  // At debug the request log also says when a request arrives (plugins/request-log.ts in the server).
  const server = await startServer({
    dataDir: scenarioDataDir(options, 'faults-sigterm'),
    logFile,
    env: { LOG_LEVEL: 'debug' },
  });
  try {
    const { client, program } = await faultsAgent(server, 'term');
    const applicationId = await createApplication(client, program.id);
    const file = new Blob([pdfOfSize(options.short ? 2_000_000 : 8_000_000)], {
      type: 'application/pdf',
    });
    const cookie = cookieOf(client);
    const prefix = `sigterm-${Date.now()}`;
    const held: HeldRequest[] = [];
    for (let i = 0; i < 10; i += 1) {
      const id = `${prefix}-${i}`;
      if (i % 2 === 0) {
        const form = new Response(uploadForm(applicationId, file, `t-${i}.pdf`));
        const body = Buffer.from(await form.arrayBuffer());
        held.push(
          holdRequest(
            server,
            id,
            '/api/documents',
            cookie,
            body,
            form.headers.get('content-type')!,
          ),
        );
      } else {
        const body = Buffer.from(JSON.stringify(applicationFields(program.id, 100 + i)));
        held.push(holdRequest(server, id, '/api/applications', cookie, body, 'application/json'));
      }
    }
    const ids = new Set(held.map((request) => request.id));
    const arrived = (lines: LogLine[]) =>
      new Set(
        lines
          .filter((line) => line.msg === 'incoming request' && line.reqId && ids.has(line.reqId))
          .map((line) => line.reqId),
      );
    const completedIn = (lines: LogLine[]) =>
      new Map(
        lines
          .filter((line) => line.msg === 'request' && line.reqId && ids.has(line.reqId))
          .map((line) => [line.reqId!, line.status ?? 0]),
      );
    const before = await untilLogged(
      logFile,
      'the ten requests',
      (lines) => arrived(lines).size === ids.size,
    );
    const inFlight = ids.size - completedIn(before).size;

    process.kill(server.pid, 'SIGTERM');
    await untilLogged(logFile, 'its shutdown', (lines) =>
      lines.some((line) => line.msg?.startsWith('shutting down') ?? false),
    );
    for (const request of held) request.finish();
    const answers = await Promise.allSettled(held.map((request) => request.answer));
    const exitCode = await Promise.race([server.exited, sleep(30_000).then(() => 'still running')]);
    const served = completedIn(logLines(logFile));
    const completed = held.filter((request, i) => {
      const answer = answers[i];
      const status = answer?.status === 'fulfilled' ? answer.value : 0;
      const logged = served.get(request.id) ?? 0;
      return status >= 200 && status < 300 && logged === status;
    }).length;
    return [
      { scenario, name: 'in-flight requests (server log)', value: inFlight, pass: inFlight === 10 },
      {
        scenario,
        name: 'in-flight completed (2xx, logged)',
        value: completed,
        pass: completed === inFlight,
      },
      { scenario, name: 'exit code', value: String(exitCode), pass: exitCode === 0 },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(logFile, { force: true });
  }
}

function spoolDirs(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('uniguide-upload-'));
}

function partialFiles(dataDir: string): number {
  const folder = join(dataDir, 'uploads', '.partial');
  return existsSync(folder) ? readdirSync(folder).length : 0;
}

/** Bodies that stop half-way: the server has received part of each upload when it is killed. */
function halfUploads(server: ServerProcess, cookie: string, count: number): Array<() => void> {
  return Array.from({ length: count }, () => {
    const socket = connect(server.port, '127.0.0.1');
    const boundary = 'faultsboundary';
    socket.write(
      `POST /api/documents HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 5000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${' '.repeat(600_000)}`,
    );
    socket.on('error', () => undefined);
    return () => socket.destroy();
  });
}

function cookieOf(client: ApiClient): string {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * `unshare --pid --fork` runs the server as PID 1 of a PID namespace of its own, as a container runs
 * it; null where this machine cannot make one (not root, or no util-linux `unshare`).
 */
function pidNamespace(): { file: string; args: string[] } | null {
  const probe = spawnSync('unshare', ['--pid', '--fork', 'sh', '-c', 'echo $$'], {
    encoding: 'utf8',
  });
  if (probe.status !== 0 || probe.stdout.trim() !== '1') return null;
  // --kill-child: should the bench end unshare, the server goes with it.
  return {
    file: 'unshare',
    args: ['--pid', '--fork', '--kill-child=SIGKILL', process.execPath, SERVER_ENTRY],
  };
}

/** The server's own process: `unshare`'s one child in a PID namespace, else the spawned process. */
function serverProcessId(server: ServerProcess, namespaced: boolean): number {
  if (!namespaced) return server.pid;
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim();
  const child = Number(children.split(/\s+/)[0]);
  if (!Number.isInteger(child) || child <= 0) throw new Error('unshare has no server process');
  return child;
}

/** The process id the server logged (pino's `pid`), as it sees itself. */
function loggedPid(dataDir: string): number | null {
  return (
    logLines(join(dataDir, 'stdout.log')).find((entry) => entry.pid !== undefined)?.pid ?? null
  );
}

/**
 * A server killed mid-upload is started again on the same data dir; its start-up sweep must remove
 * what the dead one left. With `asPid1` both runs are PID 1 of a PID namespace of their own, as in a
 * container: the same process id for the dead process and its successor.
 */
export async function killDuringUpload(
  options: FaultOptions & { asPid1?: boolean },
): Promise<Figure[]> {
  const namespaced = options.asPid1 ?? false;
  const scenario = namespaced
    ? 'kill -9 mid-upload, then restart, both as PID 1 (PID namespace)'
    : 'kill -9 mid-upload, then restart';
  const command = namespaced ? pidNamespace() : undefined;
  if (command === null) {
    return [
      {
        scenario,
        name: 'PID namespace available (unshare --pid --fork, as root)',
        value: false,
      },
    ];
  }
  const dataDir = scenarioDataDir(options, 'faults-kill');
  const start = () => startServer({ dataDir, ...(command ? { command, processGroup: true } : {}) });
  const before = new Set(spoolDirs());
  let server = await start();
  try {
    const { client } = await faultsAgent(server, 'kill');
    const pidBefore = loggedPid(dataDir);
    const closers = halfUploads(server, cookieOf(client), 5);
    await sleep(1_500);
    process.kill(serverProcessId(server, namespaced), 'SIGKILL');
    await server.exited;
    closers.forEach((close) => close());
    const leftSpools = spoolDirs().filter((name) => !before.has(name)).length;
    const leftPartials = partialFiles(dataDir);
    server = await start();
    await sleep(1_000);
    const pidAfter = loggedPid(dataDir);
    const afterSpools = spoolDirs().filter((name) => !before.has(name)).length;
    const afterPartials = partialFiles(dataDir);
    const figures: Figure[] = [
      { scenario, name: 'spool folders left by the crash', value: leftSpools },
      { scenario, name: 'partial files left by the crash', value: leftPartials },
      {
        scenario,
        name: 'spool folders after restart',
        value: afterSpools,
        pass: afterSpools === 0,
      },
      {
        scenario,
        name: 'partial files after restart',
        value: afterPartials,
        pass: afterPartials === 0,
      },
    ];
    if (namespaced) {
      figures.push({
        scenario,
        name: 'process id of the crashed run → the restarted run',
        value: `${pidBefore} → ${pidAfter}`,
        pass: pidBefore === 1 && pidAfter === 1,
      });
    }
    return figures;
  } finally {
    await server.stop().catch(() => undefined);
    removeDataDir(dataDir);
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A tus upload from `from` (its URL, to resume one), answering the upload URL and the document. */
function tusSend(
  server: ServerProcess,
  client: ApiClient,
  data: Buffer,
  options: { applicationId: number; base?: string; from?: string; onUrl?: (url: string) => void },
): { done: Promise<{ id: number }>; abort: () => void } {
  let upload: Upload | undefined;
  const done = new Promise<{ id: number }>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: `${options.base ?? server.url}/api/uploads`,
      ...(options.from ? { uploadUrl: options.from } : {}),
      headers: { cookie: cookieOf(client), origin: server.origin },
      metadata: { filename: 'scan.pdf', applicationId: String(options.applicationId) },
      retryDelays: null,
      onUploadUrlAvailable: () => options.onUrl?.(upload?.url ?? ''),
      onSuccess: async ({ lastResponse }) => {
        const body = lastResponse.getBody();
        if (body) return resolve(JSON.parse(body) as { id: number });
        // Complete already: the document it became.
        const path = new URL(upload!.url!).pathname;
        const answer = await fetch(`${server.url}${path}`, {
          headers: { cookie: cookieOf(client), accept: 'application/json' },
        });
        if (!answer.ok) return reject(new Error(`GET ${path}: ${answer.status}`));
        resolve((await answer.json()) as { id: number });
      },
      onError: reject,
    });
    upload.start();
  });
  return { done, abort: () => void upload?.abort() };
}

/**
 * Resumable uploads across `kill -9` (docs/decisions/038-resumable-uploads.md): the uploads the
 * server acknowledged are documents with their exact bytes after the restart; the ones cut off
 * continue from the bytes the server held and end with the same file.
 */
export async function killDuringResumableUpload(options: FaultOptions): Promise<Figure[]> {
  const scenario = 'kill -9 mid resumable upload, then restart';
  const dataDir = scenarioDataDir(options, 'faults-kill-tus');
  let server = await startServer({ dataDir });
  let proxy: ThrottleProxy | undefined;
  try {
    const { client, program } = await faultsAgent(server, 'kill-tus');
    const applicationId = await createApplication(client, program.id);
    const completed: Array<{ id: number; sum: string }> = [];
    for (let i = 0; i < 3; i += 1) {
      const data = pdfOfSize(2_000_000 + i * 1000);
      const document = await tusSend(server, client, data, { applicationId }).done;
      completed.push({ id: document.id, sum: sha256(data) });
    }
    proxy = await startThrottleProxy({ host: '127.0.0.1', port: server.port });
    proxy.setRate(512 * 1024);
    const partial = Array.from({ length: 3 }, (_, i) => {
      const data = pdfOfSize(6_000_000 + i * 1000);
      let url = '';
      const sending = tusSend(server, client, data, {
        applicationId,
        base: proxy!.url,
        onUrl: (value) => (url = value),
      });
      sending.done.catch(() => undefined);
      return { data, sending, url: () => url };
    });
    await sleep(4_000);
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    partial.forEach((upload) => upload.sending.abort());
    await proxy.close();
    proxy = undefined;
    server = await startServer({ dataDir });

    let intact = 0;
    for (const { id, sum } of completed) {
      const response = await fetch(`${server.url}/api/documents/${id}/download`, {
        headers: { cookie: cookieOf(client) },
      });
      if (response.ok && sha256(Buffer.from(await response.arrayBuffer())) === sum) intact += 1;
    }
    let resumed = 0;
    let resumedFromZero = 0;
    for (const upload of partial) {
      const path = new URL(upload.url()).pathname;
      const head = await fetch(`${server.url}${path}`, {
        method: 'HEAD',
        headers: { cookie: cookieOf(client), 'tus-resumable': '1.0.0' },
      });
      if (Number(head.headers.get('upload-offset') ?? 0) === 0) resumedFromZero += 1;
      const document = await tusSend(server, client, upload.data, {
        applicationId,
        from: `${server.url}${path}`,
      }).done.catch(() => null);
      if (!document) continue;
      const response = await fetch(`${server.url}/api/documents/${document.id}/download`, {
        headers: { cookie: cookieOf(client) },
      });
      if (response.ok && sha256(Buffer.from(await response.arrayBuffer())) === sha256(upload.data))
        resumed += 1;
    }
    return [
      { scenario, name: 'acknowledged uploads intact', value: intact, pass: intact === 3 },
      {
        scenario,
        name: 'cut-off uploads resumed to the same bytes',
        value: resumed,
        pass: resumed === 3,
      },
      { scenario, name: 'cut-off uploads the server held nothing of', value: resumedFromZero },
    ];
  } finally {
    await proxy?.close();
    await server.stop().catch(() => undefined);
    removeDataDir(dataDir);
  }
}

function openDescriptors(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

export async function descriptorLimit(options: FaultOptions): Promise<Figure[]> {
  const scenario = 'descriptor limit (ulimit -n 256)';
  let server: ServerProcess;
  try {
    server = await startServer({
      command: {
        file: 'bash',
        args: ['-c', `ulimit -n 256 && exec "${process.execPath}" "${SERVER_ENTRY}"`],
      },
      // The figure is whether it starts under the limit, not how fast: a loaded machine is slow to.
      timeoutMs: 300_000,
    });
  } catch (error) {
    return [
      { scenario, name: 'server starts under 256 descriptors', value: false, pass: false },
      {
        scenario,
        name: 'start error',
        value: String(error).split('\n').slice(0, 3).join(' ').slice(0, 200),
      },
    ];
  }
  try {
    const { client, program } = await faultsAgent(server, 'fd');
    const applicationId = await createApplication(client, program.id);
    const baseline = openDescriptors(server.pid);
    const refusals = options.short ? 300 : 800;
    const bad = new Blob([Buffer.from('not a document at all')], { type: 'application/pdf' });
    let refused = 0;
    for (let i = 0; i < refusals; i += 1) {
      const answer = await client
        .request('POST', '/api/documents', {
          body: uploadForm(applicationId, bad, `bad-${i}.pdf`),
          expect: [400, 413, 415],
        })
        .catch(() => null);
      if (answer) refused += 1;
    }
    const good = await client
      .request('POST', '/api/documents', {
        body: uploadForm(applicationId, new Blob([pdfOfSize(10_000)]), 'good.pdf'),
      })
      .then(
        () => true,
        () => false,
      );
    const after = openDescriptors(server.pid);
    return [
      { scenario, name: 'server starts under 256 descriptors', value: true, pass: true },
      {
        scenario,
        name: 'refused uploads answered',
        value: `${refused}/${refusals}`,
        pass: refused === refusals,
      },
      { scenario, name: 'valid upload after the refusals', value: good, pass: good },
      {
        scenario,
        name: 'open descriptors baseline → after',
        value: `${baseline} → ${after}`,
        pass: after <= baseline + 10,
      },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

export async function abandonedBody(options: FaultOptions): Promise<Figure[]> {
  const scenario = 'abandoned upload body';
  // A short body deadline so the run is quick; the scenario proves the deadline is enforced and
  // the spool cleaned, whatever its configured length.
  const bodyTimeoutSeconds = 5;
  const server = await startServer({
    dataDir: scenarioDataDir(options, 'faults-abandon'),
    env: {
      REQUEST_BODY_TIMEOUT_SECONDS: String(bodyTimeoutSeconds),
      // An upload has no total deadline; it ends once nothing arrives for its idle limit.
      UPLOAD_IDLE_TIMEOUT_SECONDS: String(bodyTimeoutSeconds),
    },
  });
  try {
    const { client } = await faultsAgent(server, 'abandon');
    const before = new Set(spoolDirs());
    const started = performance.now();
    const socket = connect(server.port, '127.0.0.1');
    const limitMs = (bodyTimeoutSeconds + 15) * 1000;
    const ended = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), limitMs);
      socket.on('data', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
      socket.on('error', () => undefined);
    });
    const boundary = 'faultsboundary';
    socket.write(
      `POST /api/documents HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        `Cookie: ${cookieOf(client)}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 2000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${' '.repeat(100_000)}`,
    );
    const closedAfter = await ended;
    socket.destroy();
    await sleep(500);
    const leftSpools = spoolDirs().filter((name) => !before.has(name)).length;
    return [
      {
        scenario,
        name: 'seconds until the server ends a stalled body',
        value:
          closedAfter === null ? `> ${limitMs / 1000}` : Number((closedAfter / 1000).toFixed(1)),
        pass: closedAfter !== null && closedAfter < (bodyTimeoutSeconds + 5) * 1000,
      },
      { scenario, name: 'spool folders left', value: leftSpools, pass: leftSpools === 0 },
    ];
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

export async function twoServers(cluster: OwnCluster, options: FaultOptions): Promise<Figure[]> {
  const scenario = 'two server processes on one database';
  const [a, b] = await Promise.all([
    startServer({ env: { DATABASE_URL: cluster.url } }),
    startServer({ env: { DATABASE_URL: cluster.url } }),
  ]);
  try {
    const { client, program } = await faultsAgent(a, 'two');
    // The same session on the other process: sessions live in the database.
    const other = new ApiClient(b.url, b.origin);
    (other as unknown as { cookies: Map<string, string> }).cookies = new Map(
      (client as unknown as { cookies: Map<string, string> }).cookies,
    );
    const end = performance.now() + (options.short ? 3_000 : 10_000);
    const [onA, onB] = await Promise.all([
      writeLoad(client, program.id, () => performance.now() > end, 2),
      writeLoad(other, program.id, () => performance.now() > end, 2, [], 1_000_000),
    ]);
    const lostOnB = await lostOf(other, onA.acknowledged);
    const lostOnA = await lostOf(client, onB.acknowledged);
    const failed = onA.failures.length + onB.failures.length;
    return [
      { scenario, name: 'both started (concurrent migrations)', value: true, pass: true },
      {
        scenario,
        name: 'writes acknowledged (A + B)',
        value: onA.acknowledged.length + onB.acknowledged.length,
      },
      { scenario, name: 'failed writes', value: failed, pass: failed === 0 },
      {
        scenario,
        name: 'writes not visible on the other process',
        value: lostOnA + lostOnB,
        pass: lostOnA + lostOnB === 0,
      },
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    removeDataDir(a.dataDir);
    removeDataDir(b.dataDir);
  }
}
