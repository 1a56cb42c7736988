import { cpSync } from 'node:fs';
import {
  interleaved,
  pairedRatio,
  type CannonResult,
  type InterleavedResult,
  type Target,
} from '../lib/cannon';
import { firstRequestOf, launchChromium } from '../lib/browser';
import { ceilingKey, recordResponse, startCeilingProcess, type Encoding } from '../lib/ceiling';
import {
  freshDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from '../lib/server-process';
import type { SectionContext } from '../lib/section';

/** Requests/s of the shipped server against the same bytes served from memory. */
const RATIO_GOAL = 0.8;
/** Requests/s with the default request log against the same server logging warnings only. */
const LOGGING_GOAL = 0.9;
const WARMUP_SECONDS = 1;
/** A fresh embedded database migrates for minutes when the machine is shared by several jobs. */
const STARTUP_TIMEOUT_MS = 600_000;
/**
 * The targets take turns in slices this long (BENCH_DURATION of them each), so all meet the same
 * machine weather, and a ratio is the median of neighbouring slices' ratios (pairedRatio); on a shared
 * machine one long run each could land one of them in another job's burst.
 */
const SLICE_SECONDS = 1;
const ENCODINGS: readonly Encoding[] = ['identity', 'br', 'gzip'];
/** Below this the server answers identity whatever is accepted (the catalogue cache's MIN_COMPRESS_BYTES). */
const MIN_COMPRESSED_BYTES = 1024;

export interface Read {
  name: string;
  path: string;
}

function query(params: [string, string | number][]): string {
  return params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');
}

/**
 * The public reads a visitor's pages make (docs/product.md §8 query names): the whole catalogue, a
 * filtered list, a search, a program, a university, and the tRPC batch the /programs page sends first.
 */
export function catalogueReads(ids: {
  programId: number;
  universityId: number;
  programsPageBatch: string;
}): Read[] {
  return [
    { name: 'whole catalogue', path: '/api/programs' },
    {
      name: 'filtered list',
      path: `/api/programs?${query([
        ['degree', "Bachelor's Degree"],
        ['studyField', 'Business & Management'],
        ['maxTuition', 90_000],
      ])}`,
    },
    { name: 'search "engineering"', path: `/api/programs?${query([['search', 'engineering']])}` },
    { name: 'program detail', path: `/api/programs/${ids.programId}` },
    { name: 'university page', path: `/api/universities/${ids.universityId}` },
    { name: '/programs first tRPC batch', path: ids.programsPageBatch },
  ];
}

/** The university with the most programs, and one of its programs. */
function sampleIds(programs: unknown): { programId: number; universityId: number } {
  const counts = new Map<number, number>();
  let programId: number | undefined;
  for (const program of Array.isArray(programs) ? programs : []) {
    const { id, universityId } = program as { id?: unknown; universityId?: unknown };
    if (typeof universityId === 'number')
      counts.set(universityId, (counts.get(universityId) ?? 0) + 1);
    if (programId === undefined && typeof id === 'number') programId = id;
  }
  const universityId = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (programId === undefined || universityId === undefined)
    throw new Error('GET /api/programs listed no program with a university');
  return { programId, universityId };
}

function failed(result: CannonResult): number {
  return result.non2xx + result.errors + result.timeouts;
}

/**
 * The public reads on the built server as it ships (default settings: request log at info, written to
 * a file) against a ceiling that returns the same bytes from memory, identity and compressed, driven
 * by autocannon in alternating slices; and the cost of the request log, against a second server that
 * logs warnings only. The order "fill, then the first compressed request" is checked on that second
 * server, whose cache nothing else has touched.
 */
export async function runCatalogue(ctx: SectionContext): Promise<void> {
  const servers: ServerProcess[] = [];
  const ceiling = await startCeilingProcess();
  try {
    // One fresh embedded database, migrated and seeded once, then copied for the second server: a
    // fresh start migrates for minutes on a busy two-core machine, a start on existing data does not.
    const first = await startServer({ timeoutMs: STARTUP_TIMEOUT_MS });
    await first.stop();
    const quietDir = freshDataDir('quiet');
    cpSync(first.dataDir, quietDir, { recursive: true });
    const shipped = await startServer({ dataDir: first.dataDir, timeoutMs: STARTUP_TIMEOUT_MS });
    servers.push(shipped);
    const quiet = await startServer({
      dataDir: quietDir,
      env: { LOG_LEVEL: 'warn' },
      timeoutMs: STARTUP_TIMEOUT_MS,
    });
    servers.push(quiet);

    const all = await recordResponse(`${shipped.url}/api/programs`);
    if (all.status !== 200)
      throw new Error(
        `GET /api/programs answered ${all.status}: ${all.body.toString().slice(0, 200)}`,
      );
    const browser = await launchChromium(ctx.env.CHROMIUM_PATH);
    let programsPageBatch: string | undefined;
    try {
      programsPageBatch = await firstRequestOf(
        browser,
        `${shipped.origin}/programs`,
        (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('program.list'),
      );
    } finally {
      await browser.close();
    }
    if (!programsPageBatch)
      throw new Error('the /programs page sent no tRPC batch with program.list');
    ctx.log(`/programs first tRPC batch: ${programsPageBatch}`);
    const reads = catalogueReads({
      ...sampleIds(JSON.parse(all.body.toString())),
      programsPageBatch,
    });

    // Fill with identity, then the first br and the first gzip request: each must come compressed.
    const firstCompressed: Record<string, unknown> = {};
    for (const read of reads) {
      const fill = await recordResponse(`${quiet.url}${read.path}`);
      if (fill.status !== 200) throw new Error(`GET ${read.path} answered ${fill.status}`);
      const compressible = fill.body.length >= MIN_COMPRESSED_BYTES;
      const answers: string[] = [];
      let ok = true;
      for (const encoding of ['br', 'gzip'] as const) {
        const first = await recordResponse(`${quiet.url}${read.path}`, encoding);
        const got = first.headers['content-encoding'] ?? 'identity';
        answers.push(`${encoding} → ${got}`);
        if (got !== (compressible ? encoding : 'identity')) ok = false;
      }
      firstCompressed[read.name] = answers;
      ctx.add({
        name: `${read.name}: first br and gzip request after a fill come compressed`,
        value: ok,
        unit: '',
        goal: { kind: 'true' },
        note: `${answers.join(', ')}${compressible ? '' : ` (${fill.body.length} B: sent as is)`}`,
      });
    }
    ctx.detail('first-compressed', firstCompressed);

    const options = {
      connections: ctx.env.BENCH_CONNECTIONS,
      slices: Math.max(1, Math.round(ctx.env.BENCH_DURATION / SLICE_SECONDS)),
      sliceSeconds: SLICE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    };
    const details: Record<string, unknown> = {};
    let failures = 0;
    let total = 0;
    for (const read of reads) {
      for (const encoding of ENCODINGS) {
        const recorded = await recordResponse(`${shipped.url}${read.path}`, encoding);
        if (recorded.status !== 200)
          throw new Error(`GET ${read.path} (${encoding}) answered ${recorded.status}`);
        await ceiling.record(ceilingKey(read.path, encoding), recorded);
        const shape = `${(recorded.body.length / 1024).toFixed(1)} KB ${recorded.headers['content-encoding'] ?? 'identity'}`;
        const headers = { 'accept-encoding': encoding };
        const targets: Record<string, Target> = {
          shipped: { url: `${shipped.url}${read.path}`, headers, pid: shipped.pid },
          ceiling: { url: `${ceiling.url}${read.path}`, headers, pid: ceiling.pid },
          // The logging cost is the same whatever the encoding: measured once per read.
          ...(encoding === 'identity'
            ? { quiet: { url: `${quiet.url}${read.path}`, headers, pid: quiet.pid } }
            : {}),
        };
        const results: Partial<Record<string, InterleavedResult>> = await interleaved(
          targets,
          options,
        );
        const real = results.shipped!.combined;
        const top = results.ceiling!.combined;
        const quietRuns = results.quiet;
        // A ceiling answering errors would make any ratio meaningless (a missed lookup is a fast 404).
        if (failed(top) > 0)
          throw new Error(
            `the ceiling failed ${failed(top)} requests for ${read.path} (${encoding})`,
          );
        failures += failed(real) + (quietRuns ? failed(quietRuns.combined) : 0);
        total += real.totalRequests + (quietRuns?.combined.totalRequests ?? 0);
        const throughput = pairedRatio(results.shipped!.slices, results.ceiling!.slices);
        const cost = results.shipped!.cpuMicrosPerRequest;
        const ceilingCost = results.ceiling!.cpuMicrosPerRequest;
        details[`${read.name} ${encoding}`] = { path: read.path, shape, throughput, ...results };
        ctx.log(
          `${read.name} (${encoding}): ${real.requestsPerSecond.toFixed(0)} req/s vs ceiling ${top.requestsPerSecond.toFixed(0)}` +
            (quietRuns
              ? `, warn-only log ${quietRuns.combined.requestsPerSecond.toFixed(0)}`
              : '') +
            `; CPU ${cost?.toFixed(0)} µs/request vs ceiling ${ceilingCost?.toFixed(0)}` +
            (quietRuns ? `, warn-only log ${quietRuns.cpuMicrosPerRequest?.toFixed(0)}` : '') +
            ` (${shape})`,
        );
        // Requests per CPU-second: what the server could serve on a core it had to itself, relative
        // to the ceiling on the same core. It holds steady while the machine's load swings; the
        // requests/s ratio (median of paired slices) is printed beside it.
        ctx.add({
          name: `${read.name} (${encoding}): requests per CPU-second`,
          value: cost ? 1e6 / cost : null,
          unit: 'req/CPU-s',
          reference: { label: 'ceiling', value: ceilingCost ? 1e6 / ceilingCost : 0 },
          goal: { kind: 'ratio-min', target: RATIO_GOAL },
          note: `${shape}; p99 ${real.p99} ms (ceiling ${top.p99} ms)`,
        });
        ctx.add({
          name: `${read.name} (${encoding}): requests/s`,
          value: real.requestsPerSecond,
          unit: 'req/s',
          reference: { label: 'ceiling', value: top.requestsPerSecond },
          note: `median of ${options.slices} paired slices' ratios: ${throughput.toFixed(2)}`,
        });
        if (quietRuns) {
          const quietCost = quietRuns.cpuMicrosPerRequest;
          ctx.add({
            name: `${read.name}: requests per CPU-second with the default request log`,
            value: cost ? 1e6 / cost : null,
            unit: 'req/CPU-s',
            reference: { label: 'LOG_LEVEL=warn', value: quietCost ? 1e6 / quietCost : 0 },
            goal: { kind: 'ratio-min', target: LOGGING_GOAL },
            note: `requests/s ${real.requestsPerSecond.toFixed(0)} vs ${quietRuns.combined.requestsPerSecond.toFixed(0)}, paired ratio ${pairedRatio(results.shipped!.slices, quietRuns.slices).toFixed(2)}`,
          });
        }
      }
    }
    ctx.add({
      name: 'failed responses (all runs of the server)',
      value: failures,
      unit: '',
      goal: { kind: 'max', target: 0 },
      note: `of ${total} requests (non-2xx, errors, timeouts)`,
    });
    ctx.detail('runs', details);
  } finally {
    await ceiling.close();
    for (const server of servers) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
  }
}
