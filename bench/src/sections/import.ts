import { Agent, get } from 'node:http';
import { ADMIN, adminCall } from '../lib/admin-call';
import { csvRecords, realCatalogue } from '../lib/catalogue-file';
import type { SectionContext } from '../lib/section';
import { removeDataDir, startServer, type ServerProcess } from '../lib/server-process';
import { percentile } from '../lib/stats';

/** Clients asking for catalogue pages throughout, as agents would while an admin imports. */
const READERS = 4;
const WINDOW_MS = 10_000;

/**
 * The catalogue with every row's last column (scholarships) changed: importing it after the original
 * (and the original after it) updates every program, where a second import of the same file changes
 * nothing.
 */
function everyRowChanged(buffer: Buffer): Buffer {
  const text = buffer.toString('utf8');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const [header = [], ...rows] = csvRecords(text.slice(bom.length));
  const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;
  const lines = [
    header,
    ...rows.map((row) => [...row.slice(0, -1), `${row.at(-1) ?? ''} (bench)`]),
  ];
  return Buffer.from(bom + lines.map((row) => row.map(quote).join(',')).join('\r\n'));
}

/** One GET through `agent`, its body read and dropped; rejects on anything but 200. */
function readPage(agent: Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve()
          : reject(new Error(`catalogue page answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Latencies of catalogue page reads by READERS clients, each asking again as soon as it has its
 * answer, until `until()` says stop. The readers use node:http with a keep-alive socket each, not
 * fetch: fetch's allocations made this process collect its old generation every ~60 ms, and those
 * pauses (10–18 ms) were most of the "idle p99" it measured, hiding anything shorter that the server
 * did (docs/decisions/059-import-steps-and-deterministic-faults.md; figures in bench/HISTORY.md).
 */
async function readCatalogue(server: ServerProcess, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: READERS });
  let page = 0;
  try {
    await Promise.all(
      Array.from({ length: READERS }, async () => {
        while (!until()) {
          page = (page + 1) % 40;
          const started = performance.now();
          await readPage(agent, `${server.url}/api/programs?limit=20&offset=${page * 20}`);
          samples.push(performance.now() - started);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return samples;
}

/**
 * Other requests' p99 while an admin imports the real 913-row catalogue back to back — dry runs, then
 * real imports that create or update every program — against the same requests' p99 with no import:
 * the import reads and maps in a worker thread and writes in short steps (decision 032). The goal is a
 * ratio within 2; the readers keep the server busy, so on a 2-core machine the import's own work
 * (worker, request body, the database) competes with them for the CPU.
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
    // Warm-up: the worker's first start, the catalogue cache and the JIT, outside the windows.
    const warmUp = await adminCall(
      server,
      '/api/admin/programs/import',
      {
        fileName: 'uae-programs-source.csv',
        contentBase64: catalogue.buffer.toString('base64'),
        dryRun: true,
      },
      login.cookie,
    );
    if (warmUp.status !== 200) throw new Error(`import answered ${warmUp.status}`);
    await readCatalogue(
      server,
      (
        (end) => () =>
          performance.now() > end
      )(performance.now() + 2_000),
    );

    const idleEnd = performance.now() + WINDOW_MS;
    const idle = await readCatalogue(server, () => performance.now() > idleEnd);

    /** Reads through a window while `importFile` runs back to back; the imports' durations. */
    async function duringImports(files: Buffer[], dryRun: boolean) {
      let importing = true;
      const times: number[] = [];
      /** Programs each import created or updated. */
      const written: number[] = [];
      const imports = (async () => {
        for (let round = 0; importing; round += 1) {
          const started = performance.now();
          const answer = await adminCall(
            server,
            '/api/admin/programs/import',
            {
              fileName: 'uae-programs-source.csv',
              contentBase64: files[round % files.length]!.toString('base64'),
              dryRun,
            },
            login.cookie,
          );
          if (answer.status !== 200)
            throw new Error(`import answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          times.push(performance.now() - started);
          const report = JSON.parse(answer.text) as {
            rowsRead: number;
            created: number;
            updated: number;
          };
          if (report.rowsRead !== 913)
            throw new Error(`the import read ${report.rowsRead} rows, not 913`);
          written.push(report.created + report.updated);
        }
      })();
      const end = performance.now() + WINDOW_MS;
      const reads = await readCatalogue(server, () => performance.now() > end);
      importing = false;
      await imports;
      return { reads, times, written };
    }

    const idleP99 = percentile(idle, 99);
    const dry = await duringImports([catalogue.buffer], true);
    // Real imports: the file creates every program, its variant then updates every one, and so on.
    const real = await duringImports([catalogue.buffer, everyRowChanged(catalogue.buffer)], false);

    for (const [label, run] of [
      ['dry-run', dry],
      ['real', real],
    ] as const) {
      const busyP99 = percentile(run.reads, 99);
      ctx.log(
        `${tier}: idle: ${idle.length} reads, p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms; ` +
          `during ${run.times.length} ${label} imports (median ${percentile(run.times, 50).toFixed(0)} ms each, ` +
          `programs written: ${run.written.join(', ')}): ` +
          `${run.reads.length} reads, p50 ${percentile(run.reads, 50).toFixed(1)} ms, p99 ${busyP99.toFixed(1)} ms`,
      );
      ctx.add({
        name: `${tier}: catalogue page p99 during ${label} imports of the 913-row file`,
        value: busyP99,
        unit: 'ms',
        reference: { label: 'idle p99', value: idleP99 },
        note:
          label === 'real'
            ? `${run.times.length} imports back to back, the file and a variant changing every row in turn; ${READERS} readers; ratio = during ÷ idle (goal ≤ 2)`
            : `${run.times.length} dry-run imports back to back; ${READERS} readers; ratio = during ÷ idle (goal ≤ 2)`,
      });
      ctx.add({
        name: `${tier}: p99 during ${label} import ÷ idle`,
        value: busyP99 / idleP99,
        unit: '×',
        goal: { kind: 'max', target: 2 },
      });
      ctx.add({
        name: `${tier}: ${label} import of the 913-row file`,
        value: percentile(run.times, 50),
        unit: 'ms',
      });
    }
    ctx.detail(`import ${tier}`, {
      idle: idle.length,
      idleP99,
      dryRun: { reads: dry.reads.length, p99: percentile(dry.reads, 99), importTimes: dry.times },
      real: { reads: real.reads.length, p99: percentile(real.reads, 99), importTimes: real.times },
    });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
