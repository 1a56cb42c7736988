import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Preloaded into the measured server (`node --import <file> server.js`), on its main thread only:
 * node:perf_hooks' event-loop delay histogram, and every pause over 100 ms with when it ended. On
 * SIGUSR2 it writes what it saw since the last signal to `BENCH_LOOP_PROBE_FILE` and starts afresh.
 * The server itself is the one that ships; only this observer is added.
 */
const PROBE = `
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { renameSync, writeFileSync } from 'node:fs';
if (isMainThread && process.env.BENCH_LOOP_PROBE_FILE) {
  const file = process.env.BENCH_LOOP_PROBE_FILE;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const pauses = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const pause = now - last - 10;
    if (pause > 100 && pauses.length < 1000)
      pauses.push({ endedAt: Math.round(performance.timeOrigin + now), ms: Math.round(pause) });
    last = now;
  }, 10).unref();
  let sequence = 0;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const reading = { sequence, maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, pauses };
    writeFileSync(file + '.part', JSON.stringify(reading));
    renameSync(file + '.part', file);
    histogram.reset();
    pauses.length = 0;
  });
}
`;

export interface LoopReading {
  /** The longest event-loop delay seen (ms). */
  maxMs: number;
  p99Ms: number;
  /** Pauses over 100 ms, with the wall-clock time (ms since the epoch) each ended. */
  pauses: Array<{ endedAt: number; ms: number }>;
}

export interface LoopProbe {
  /** Node arguments that load the probe into the server. */
  nodeArgs: string[];
  /** Environment the server needs for it. */
  env: Record<string, string>;
  /** What the server's event loop did since the last reading (or its start); starts a new one. */
  read(pid: number): Promise<LoopReading>;
}

/** Writes the probe into `dir` (the server's data dir is a good place). */
export function loopProbe(dir: string): LoopProbe {
  const script = join(dir, 'loop-probe.mjs');
  const output = join(dir, 'loop-probe.json');
  writeFileSync(script, PROBE);
  let sequence = 0;
  return {
    nodeArgs: ['--import', script],
    env: { BENCH_LOOP_PROBE_FILE: output },
    async read(pid) {
      sequence += 1;
      process.kill(pid, 'SIGUSR2');
      // The signal is handled on the server's event loop: after whatever holds it now.
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline) {
        if (existsSync(output)) {
          const reading = JSON.parse(readFileSync(output, 'utf8')) as LoopReading & {
            sequence: number;
          };
          if (reading.sequence === sequence) return reading;
        }
        await sleep(20);
      }
      throw new Error('The server did not answer the event-loop probe within 60 s');
    },
  };
}
