import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** Resident set size of a process in bytes, from /proc (Linux); null once the process is gone. */
export function readRss(pid: number): number | null {
  try {
    return parseVmRss(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return null;
  }
}

export function parseVmRss(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

export interface RssReading {
  baseline: number;
  peak: number;
  samples: number;
}

export interface RssSampler {
  /** Stops sampling; resolves with the baseline and the peak seen (bytes). */
  stop(): Promise<RssReading>;
}

/**
 * Runs in a worker thread: the main thread is busy pushing uploads, and a timer on its event loop would
 * fire late and miss the peak.
 */
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const read = () => {
  try {
    const match = /^VmRSS:\\s+(\\d+)\\s+kB$/m.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};
let peak = workerData.baseline;
let samples = 1;
const timer = setInterval(() => {
  const rss = read();
  if (rss === null) return;
  samples++;
  if (rss > peak) peak = rss;
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  const last = read();
  if (last !== null && last > peak) peak = last;
  parentPort.postMessage({ peak, samples });
});
`;

/** Samples a process's RSS every `intervalMs` from now on; the first reading is the baseline. */
export function sampleRss(pid: number, intervalMs = 50): RssSampler {
  const baseline = readRss(pid);
  if (baseline === null)
    throw new Error(`Process ${pid} has no /proc entry (not Linux, or already exited)`);
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pid, intervalMs, baseline } });
  return {
    async stop() {
      const result = new Promise<{ peak: number; samples: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const { peak, samples } = await result;
      await worker.terminate();
      return { baseline, peak, samples };
    },
  };
}
