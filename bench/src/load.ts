import { mkdirSync, writeFileSync } from 'node:fs';
import { createBenchSchema, type BenchSchema } from '@uniguide/db/seed-scale';
import { join } from 'node:path';
import { readEnv } from './env';
import { ApiClient } from './lib/api-client';
import { pdfOfSize } from './lib/fixtures';
import { RESULTS_DIR } from './lib/paths';
import { round } from './lib/stats';
import { freshDataDir, removeDataDir, startServer } from './lib/server-process';
import { adminLoop } from './load/admin';
import { agentLoop } from './load/agent';
import { createAgent, signInAdmin, type LoadWorld } from './load/world';
import { LoadRecorder } from './load/recorder';
import { serverResponseTimes } from './load/server-log';

const ADMINS = 4;
const SIGN_UP_CONCURRENCY = 8;
const UPLOAD_BYTES = 200_000;
const DEMO_ADMIN = { username: 'admin@uniguide.test', password: 'admin-demo-pass' };

/**
 * `pnpm test:load`: LOAD_AGENTS simulated agents (default 200) and four admins against the built server for
 * LOAD_DURATION seconds (default 60). Passes with zero unexpected errors; reports p50/p95/p99 per action.
 */
async function main(): Promise<void> {
  const env = readEnv();
  const log = (line: string) => console.info(line);
  // With BENCH_DATABASE_URL the server runs on PostgreSQL (the production path) in a throw-away schema;
  // without it, on the embedded default. Non-production servers migrate on start, and SEED_DEMO seeds.
  const schema: BenchSchema | undefined = env.BENCH_DATABASE_URL
    ? await createBenchSchema(env.BENCH_DATABASE_URL, 'load')
    : undefined;
  const driver = schema ? `postgres ${schema.schema}` : 'pglite (embedded)';
  const recorder = new LoadRecorder();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const dataDir = freshDataDir('load');
  const serverLog = join(dataDir, 'server.log');
  try {
    // Each simulated user sends its own X-Forwarded-For, so the server must trust it (it does behind a proxy).
    server = await startServer({
      dataDir,
      logFile: serverLog,
      env: {
        TRUST_PROXY: 'true',
        SEED_DEMO: 'true',
        ...(schema ? { DATABASE_URL: schema.scopedUrl } : {}),
      },
    });
    log(
      `server ${server.url} on ${driver} (pid ${server.pid}) healthy after ${server.startupMs.toFixed(0)} ms`,
    );
    const catalogue = await new ApiClient(server.url, server.origin).get<{ id: number }[]>(
      '/api/programs?limit=500',
    );
    const programIds = catalogue.body.map((program) => program.id);
    if (programIds.length === 0)
      throw new Error('The catalogue is empty: the demo seed did not run');

    const world: LoadWorld = {
      baseUrl: server.url,
      origin: server.origin,
      programIds,
      deadline: Number.POSITIVE_INFINITY,
      thinkMs: env.LOAD_THINK_MS,
      rampMs: Math.min(env.LOAD_RAMP_SECONDS, env.LOAD_DURATION) * 1000,
      recorder,
      uploadFile: new Blob([pdfOfSize(UPLOAD_BYTES)], { type: 'application/pdf' }),
      counters: { created: 0, uploads: 0, statusChanges: 0 },
    };

    const runId = Date.now().toString(36);
    const setupStarted = performance.now();
    const agents: ApiClient[] = [];
    for (let start = 0; start < env.LOAD_AGENTS; start += SIGN_UP_CONCURRENCY) {
      const batch = Array.from(
        { length: Math.min(SIGN_UP_CONCURRENCY, env.LOAD_AGENTS - start) },
        (_, i) => createAgent(world, start + i, runId),
      );
      agents.push(...(await Promise.all(batch)));
    }
    const admins = await Promise.all(
      Array.from({ length: ADMINS }, (_, i) =>
        signInAdmin(world, i, DEMO_ADMIN.username, DEMO_ADMIN.password),
      ),
    );
    const before = await countApplications(admins[0]!);
    log(
      `signed up ${agents.length} agents and ${admins.length} admins in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const started = performance.now();
    world.deadline = Date.now() + env.LOAD_DURATION * 1000;
    await Promise.all([
      ...agents.map((agent, i) => agentLoop(world, agent, i)),
      ...admins.map((admin, i) => adminLoop(world, admin, i, ADMINS)),
    ]);
    const seconds = (performance.now() - started) / 1000;

    // The server's own count must agree with what the simulated agents were told they created.
    const after = await countApplications(admins[0]!);
    const consistent = after - before === world.counters.created;
    if (!consistent)
      recorder.fail(
        'consistency',
        new Error(`created ${world.counters.created}, server counts ${after - before}`),
      );

    report(log, recorder, seconds, world, env.LOAD_AGENTS, consistent);
    const serverSide = serverResponseTimes(serverLog);
    log(
      serverSide
        ? `server-side (its request log, sign-ups included): ${serverSide.count} requests, p50 ${serverSide.p50.toFixed(1)} ms, ` +
            `p95 ${serverSide.p95.toFixed(1)} ms, p99 ${serverSide.p99.toFixed(1)} ms, max ${serverSide.max.toFixed(0)} ms`
        : 'server-side response times: not found in the server log',
    );
    log(`database: ${driver}`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, 'load-latest.json');
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          finishedAt: new Date().toISOString(),
          database: driver,
          agents: env.LOAD_AGENTS,
          admins: ADMINS,
          seconds,
          thinkMs: env.LOAD_THINK_MS,
          rampSeconds: env.LOAD_RAMP_SECONDS,
          counters: world.counters,
          unexpectedErrors: recorder.unexpectedErrors,
          overall: recorder.overall(),
          serverSide,
          actions: recorder.byAction(),
          errors: recorder.errors,
        },
        null,
        2,
      )}\n`,
    );
    log(`Wrote ${file}`);
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
    await schema?.drop();
  }
  if (recorder.unexpectedErrors > 0) process.exitCode = 1;
}

async function countApplications(admin: ApiClient): Promise<number> {
  const response = await admin.get('/api/admin/applications?limit=1');
  const total = Number(response.headers.get('x-total-count'));
  if (!Number.isFinite(total)) throw new Error('GET /api/admin/applications sent no X-Total-Count');
  return total;
}

function report(
  log: (line: string) => void,
  recorder: LoadRecorder,
  seconds: number,
  world: LoadWorld,
  agents: number,
  consistent: boolean,
): void {
  const actions = recorder.byAction();
  const overall = recorder.overall();
  const width = Math.max(...actions.map((action) => action.action.length), 'action'.length);
  log('');
  log(`${'action'.padEnd(width)} | requests | errors |   p50 ms |   p95 ms |   p99 ms`);
  log(`${'-'.repeat(width)}-|----------|--------|----------|----------|---------`);
  for (const a of [...actions, { action: 'all', errors: recorder.unexpectedErrors, ...overall }]) {
    const cells = [a.count, a.errors, round(a.p50, 1), round(a.p95, 1), round(a.p99, 1)].map(
      String,
    );
    log(
      `${a.action.padEnd(width)} | ${cells[0]!.padStart(8)} | ${cells[1]!.padStart(6)} | ${cells
        .slice(2)
        .map((cell) => cell.padStart(8))
        .join(' | ')}`,
    );
  }
  log('');
  log(
    `${agents} agents + ${ADMINS} admins for ${seconds.toFixed(0)} s: ${(overall.count / seconds).toFixed(0)} req/s; ` +
      `${world.counters.created} applications created, ${world.counters.uploads} uploads, ` +
      `${world.counters.statusChanges} status changes; counts consistent: ${consistent ? 'yes' : 'NO'}`,
  );
  log(`p99 over all requests: ${overall.p99.toFixed(1)} ms`);
  if (recorder.unexpectedErrors === 0) {
    log('PASS: 0 unexpected errors');
  } else {
    log(`FAIL: ${recorder.unexpectedErrors} unexpected errors; first ones:`);
    for (const error of recorder.errors) log(`  - ${error.action}: ${error.message}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
