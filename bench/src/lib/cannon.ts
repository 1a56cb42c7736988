import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

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
