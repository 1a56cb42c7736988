import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/paths';
import type { SectionContext } from '../lib/section';
import { removeDataDir, startServer, type ServerProcess } from '../lib/server-process';
import { percentile } from '../lib/stats';

const ADMIN = { username: 'bench-admin@bench.test', password: 'bench-Admin-42-long-secret' };
/** Clients asking for catalogue pages throughout, as agents would while an admin imports. */
const READERS = 4;
const WINDOW_MS = 10_000;

/** The real 913-row catalogue: never copied into the repository, read where shared/ lies. */
function realCatalogue(): { file: string; buffer: Buffer } | null {
  const folder = process.env.UNIGUIDE_SHARED_DATA ?? join(REPO_ROOT, '..', 'shared', 'data');
  const file = join(folder, 'uae-programs-source.csv');
  return existsSync(file) ? { file, buffer: readFileSync(file) } : null;
}

/** One call as the admin console makes it: the admin host, its Origin, the session cookie. */
function adminCall(
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

/** Latencies of catalogue page reads by READERS clients until `until()` says stop. */
async function readCatalogue(server: ServerProcess, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  let page = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!until()) {
        page = (page + 1) % 40;
        const started = performance.now();
        const response = await fetch(`${server.url}/api/programs?limit=20&offset=${page * 20}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`catalogue page answered ${response.status}`);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

/**
 * Other requests' p99 while an admin imports the real 913-row catalogue (dry runs, back to back),
 * against the same requests' p99 with no import: the import reads and maps in a worker thread, so
 * the ratio should stay within 2.
 */
export async function runImport(ctx: SectionContext): Promise<void> {
  await measure(ctx, 'embedded PGlite', {});
  const url = process.env.BENCH_IMPORT_DATABASE_URL;
  if (url) await measure(ctx, 'PostgreSQL', { DATABASE_URL: url });
  else ctx.log('BENCH_IMPORT_DATABASE_URL is not set: the PostgreSQL run is skipped');
}

async function measure(
  ctx: SectionContext,
  tier: string,
  env: Record<string, string>,
): Promise<void> {
  const catalogue = realCatalogue();
  if (!catalogue) {
    ctx.add({
      name: 'p99 during import ÷ idle',
      value: null,
      unit: '×',
      note: 'shared/data/uae-programs-source.csv not found (set UNIGUIDE_SHARED_DATA)',
    });
    return;
  }
  const server = await startServer({
    env: { ...env, ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const login = await adminCall(server, '/api/login', ADMIN, '');
    if (login.status !== 200)
      throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
    const upload = {
      fileName: 'uae-programs-source.csv',
      contentBase64: catalogue.buffer.toString('base64'),
      dryRun: true,
    };
    // Warm-up: the worker's first start, the catalogue cache and the JIT, outside the windows.
    await adminCall(server, '/api/admin/programs/import', upload, login.cookie);
    await readCatalogue(
      server,
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + 2_000),
    );

    const idleEnd = performance.now() + WINDOW_MS;
    const idle = await readCatalogue(server, () => performance.now() > idleEnd);

    let importing = true;
    const importTimes: number[] = [];
    const imports = (async () => {
      while (importing) {
        const started = performance.now();
        const answer = await adminCall(server, '/api/admin/programs/import', upload, login.cookie);
        if (answer.status !== 200)
          throw new Error(`import answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        importTimes.push(performance.now() - started);
      }
    })();
    const busyEnd = performance.now() + WINDOW_MS;
    const busy = await readCatalogue(server, () => performance.now() > busyEnd);
    importing = false;
    await imports;

    const idleP99 = percentile(idle, 99);
    const busyP99 = percentile(busy, 99);
    ctx.log(
      `${tier}: idle: ${idle.length} reads, p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms; ` +
        `during ${importTimes.length} imports (median ${percentile(importTimes, 50).toFixed(0)} ms each): ` +
        `${busy.length} reads, p50 ${percentile(busy, 50).toFixed(1)} ms, p99 ${busyP99.toFixed(1)} ms`,
    );
    ctx.add({
      name: `${tier}: catalogue page p99 during imports of the 913-row file`,
      value: busyP99,
      unit: 'ms',
      reference: { label: 'idle p99', value: idleP99 },
      note: `${importTimes.length} dry-run imports back to back; ${READERS} readers; ratio = during ÷ idle (goal ≤ 2)`,
    });
    ctx.add({
      name: `${tier}: p99 during import ÷ idle`,
      value: busyP99 / idleP99,
      unit: '×',
      goal: { kind: 'max', target: 2 },
    });
    ctx.add({
      name: `${tier}: import of the 913-row file (dry run)`,
      value: percentile(importTimes, 50),
      unit: 'ms',
    });
    ctx.detail(`import ${tier}`, {
      idle: idle.length,
      busy: busy.length,
      idleP99,
      busyP99,
      importTimes,
    });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
