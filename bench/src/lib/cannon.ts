import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readCpuMs } from './cpu';
import { median } from './stats';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface CannonResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface CannonOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon in its own process: the load generator must not share an event loop with the ceiling
 * server living in the bench process, or the ceiling would be measured against a handicap the real server
 * (a child process) does not have.
 */
export async function cannon(url: string, options: CannonOptions): Promise<CannonResult> {
  const args = [
    autocannonCli,
    '-j',
    '-n',
    '-c',
    String(options.connections),
    '-d',
    String(options.durationSeconds),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  args.push(url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`autocannon exited ${code}: ${stderr.slice(-500)}`)),
    );
  });
  const json = JSON.parse(output) as AutocannonJson;
  return {
    requestsPerSecond: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    totalRequests: json.requests.total,
    non2xx: json.non2xx,
    errors: json.errors,
    timeouts: json.timeouts,
  };
}

/**
 * One result from several runs of the same target: requests per second over all of them (each run
 * lasted `durationSeconds`), counts summed, and the median run's p50 and p99 (latency percentiles of
 * separate runs cannot be merged exactly; the median run resists one run that met a load spike).
 */
export function combineRuns(runs: readonly CannonResult[]): CannonResult {
  if (runs.length === 0) throw new Error('combineRuns needs at least one run');
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] as number;
  };
  const sum = (pick: (run: CannonResult) => number) =>
    runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSecond: sum((run) => run.requestsPerSecond) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    totalRequests: sum((run) => run.totalRequests),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The process answering, whose CPU time per request is then measured too. */
  pid?: number;
}

export interface InterleavedResult {
  /** All slices of the target combined (see combineRuns). */
  combined: CannonResult;
  /** Requests/s of each slice, in order. */
  slices: number[];
  /**
   * With a pid: CPU time the answering process spent per answered request, in µs — what a request
   * costs, whatever share of the machine the process got meanwhile. The median of the slices
   * (`cpuSlices`), so work that lands in one slice of one process (a collection, a background job)
   * does not decide a comparison between two processes (docs/decisions/028-request-logging.md).
   */
  cpuMicrosPerRequest?: number;
  /** With a pid: each slice's CPU µs per answered request, in order. */
  cpuSlices?: number[];
}

/**
 * Drives each target in turn, `slices` times, each run `sliceSeconds` long (after one warm-up run of
 * `warmupSeconds` each), the order rotating every slice — so on a shared machine every target meets the
 * same weather and none always runs right after another's burst.
 */
export async function interleaved<Name extends string>(
  targets: Record<Name, Target>,
  options: { connections: number; slices: number; sliceSeconds: number; warmupSeconds: number },
): Promise<Record<Name, InterleavedResult>> {
  const names = Object.keys(targets) as Name[];
  const run = (name: Name, durationSeconds: number) =>
    cannon(targets[name].url, {
      connections: options.connections,
      durationSeconds,
      headers: targets[name].headers,
    });
  for (const name of names) await run(name, options.warmupSeconds);
  const runs = new Map<Name, CannonResult[]>(names.map((name) => [name, []]));
  const cpuSlices = new Map<Name, number[]>(names.map((name) => [name, []]));
  for (let slice = 0; slice < options.slices; slice++) {
    const order = names.map((_, i) => names[(i + slice) % names.length] as Name);
    for (const name of order) {
      const pid = targets[name].pid;
      const before = pid === undefined ? null : readCpuMs(pid);
      const result = await run(name, options.sliceSeconds);
      runs.get(name)!.push(result);
      const after = pid === undefined ? null : readCpuMs(pid);
      const answered = result.totalRequests - result.non2xx;
      if (before !== null && after !== null && answered > 0)
        cpuSlices.get(name)!.push(((after - before) * 1000) / answered);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const cpu = cpuSlices.get(name)!;
      return [
        name,
        {
          combined: combineRuns(runs.get(name)!),
          slices: runs.get(name)!.map((result) => result.requestsPerSecond),
          ...(cpu.length > 0 ? { cpuMicrosPerRequest: median(cpu), cpuSlices: cpu } : {}),
        },
      ];
    }),
  ) as Record<Name, InterleavedResult>;
}

/**
 * The median of slice-by-slice ratios `a[i] ÷ b[i]`: two targets measured in neighbouring slices met
 * the same machine weather, so each pair is a fair comparison even when the weather swings several
 * times over between slices (it does on a shared two-core machine), and the median drops the pairs a
 * burst split. Pairs where `b` served nothing are left out; NaN when none is left.
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(
    a
      .map((value, i) => [value, b[i] ?? 0] as const)
      .filter(([, reference]) => reference > 0)
      .map(([value, reference]) => value / reference),
  );
}
