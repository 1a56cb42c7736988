import { readFileSync } from 'node:fs';

/** Resident set size of a process in bytes, from /proc (Linux); null once the process is gone. */
export function readRss(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface RssSampler {
  /** Stops sampling; returns the baseline and the peak seen (bytes). */
  stop(): { baseline: number; peak: number; samples: number };
}

/** Samples a process's RSS every `intervalMs` from now on; the first reading is the baseline. */
export function sampleRss(pid: number, intervalMs = 50): RssSampler {
  const baseline = readRss(pid);
  if (baseline === null) throw new Error(`Process ${pid} has no /proc entry (not Linux, or already exited)`);
  let peak = baseline;
  let samples = 1;
  const timer = setInterval(() => {
    const rss = readRss(pid);
    if (rss === null) return;
    samples++;
    if (rss > peak) peak = rss;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const last = readRss(pid);
      if (last !== null && last > peak) peak = last;
      return { baseline, peak, samples };
    },
  };
}
