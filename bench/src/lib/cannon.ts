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
