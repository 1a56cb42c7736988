/** Nearest-rank percentile (p in 0…100) of samples sorted ascending; NaN for no samples. */
function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Nearest-rank percentile (p in 0…100) of unsorted samples; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  return percentileOfSorted(
    [...samples].sort((a, b) => a - b),
    p,
  );
}

/** The median of unsorted samples (the mean of the middle two for an even count); NaN for none. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

export interface TimeRunsOptions {
  runs: number;
  warmup?: number;
  /** Stop early once this much time has been spent timing (after at least `minRuns`). */
  budgetMs?: number;
  minRuns?: number;
}

/** Runs `fn` `warmup` times untimed, then up to `runs` times timed; returns milliseconds per run. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  options: TimeRunsOptions,
): Promise<number[]> {
  const { runs, warmup = 3, budgetMs = Number.POSITIVE_INFINITY, minRuns = 5 } = options;
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    if (samples.length >= minRuns && performance.now() - started > budgetMs) break;
    const begin = performance.now();
    await fn();
    samples.push(performance.now() - begin);
  }
  return samples;
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
